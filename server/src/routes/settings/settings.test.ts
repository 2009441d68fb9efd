import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_LOGO_URL, DEFAULT_SLIDES } from '../../../../common/carousel'
import { ICNARI_2026 } from '../../../../common/fixtures/conference'
import { DEFAULT_ORGANISER } from '../../../../common/organiser'
import { DEFAULT_SPONSOR_TIERS } from '../../../../common/sponsors'
import { backupBytes } from '../../../test/backup/helpers'
import { ADMIN, useTestApp } from '../../../test/context'
import { createTestDatabase } from '../../../test/database'
import { restoreArchive } from '../../backup/restore'
import { migrationsFolder } from '../../db/migrate'
import { auditLog, eventSettings } from '../../db/schema'
import { DEFAULT_PHASES, EventSettings, PHONES_RULE } from './settings.schemas'

const ctx = useTestApp()

// The conference as site-config.ts had it (migration 0007_conference).
const SEEDED_CONFERENCE = {
  ...ICNARI_2026,
  tagline:
    'Join the most innovative minds for a transformative event that pushes the boundaries of research and innovation.',
  publicUrl: '',
}

const SEEDED_PUBLIC = {
  conference: SEEDED_CONFERENCE,
  // No placeholder goes public (issue 54 item 4): the contact e-mail, phones and example.org links start empty.
  contactEmail: '',
  phones: [],
  links: {
    brochure: '',
    submission: 'https://cmt3.research.microsoft.com/ICNARI2026',
    templateWord: '',
    templateLatex: '',
  },
  fees: {
    rows: [
      {
        key: 'student',
        category: 'Students/Research Scholar',
        currency: 'INR',
        early: { amount: 6500 },
        late: { amount: 7500 },
        additionalPaper: { percent: 50, of: 'the fee' },
      },
      {
        key: 'academician',
        category: 'Academicians',
        currency: 'INR',
        early: { amount: 7500 },
        late: { amount: 8500 },
        additionalPaper: { percent: 50, of: 'the fee' },
      },
      {
        key: 'industry',
        category: 'Industry Participants',
        currency: 'INR',
        early: { amount: 9000 },
        late: { amount: 10000 },
        additionalPaper: { percent: 50, of: 'the fee' },
      },
      {
        key: 'foreign',
        category: 'Foreign Authors',
        currency: 'USD',
        early: { amount: 250 },
        late: { amount: 280 },
        additionalPaper: { percent: 50, of: 'the fee' },
      },
      {
        key: 'accompanying',
        accompanying: true,
        category: 'Accompanying Person',
        currency: 'INR',
        early: { percent: 50, of: 'the registration fee' },
        late: { percent: 50, of: 'the registration fee' },
        additionalPaper: null,
      },
    ],
  },
  hotels: [
    { name: 'Hotel The Panache' },
    { name: 'Hotel Sharda Residency' },
    { name: 'The Grand Empire' },
    { name: 'Hotel Maurya' },
    { name: 'Hotel Vrindavan' },
    { name: 'Hotel Gargee Grand' },
  ],
  registration: { open: false, gstPercent: 18, retentionDays: 365 },
  // The seed predates the phases (issue 54 item 5): a document without them reads with the defaults.
  phases: DEFAULT_PHASES,
}
// The seed predates issue 54: reads give it today's slides, logo and sponsor tiers.
const ISSUE_54_DEFAULTS = {
  slides: DEFAULT_SLIDES,
  logoUrl: DEFAULT_LOGO_URL,
  sponsorTiers: DEFAULT_SPONSOR_TIERS,
  organiser: DEFAULT_ORGANISER,
}
const SEEDED_READ = { ...SEEDED_PUBLIC, ...ISSUE_54_DEFAULTS }

const PLACEHOLDER = 'To be set by the organisers'
const SEEDED_BANK = {
  accountName: PLACEHOLDER,
  accountNumber: PLACEHOLDER,
  bankName: PLACEHOLDER,
  branch: PLACEHOLDER,
  ifsc: PLACEHOLDER,
}

async function adminSettings(token: string) {
  const res = await ctx.request('/settings', { token })
  expect(res.status).toBe(200)
  return (await res.json()).settings
}

async function patch(token: string | undefined, json: unknown) {
  return ctx.request('/settings', { method: 'PATCH', json, token })
}

async function expectRefused(token: string, json: unknown, path: string, message: string | RegExp) {
  const before = await adminSettings(token)
  const res = await patch(token, json)
  expect(res.status, JSON.stringify(json)).toBe(400)
  const body = await res.json()
  const issue = body.issues?.find((i: { path: string }) => i.path === path)
  expect(issue?.message, JSON.stringify(body)).toMatch(message)
  expect(body.message).toMatch(message)
  expect(await adminSettings(token)).toEqual(before)
}

describe('event settings', () => {
  it('the seeded document (migrations 0003 and 0007) passes EventSettings unchanged', async () => {
    const [row] = await ctx.db.handle.db.select().from(eventSettings)
    const parsed = EventSettings.safeParse(row!.data)
    expect(parsed.error?.issues ?? []).toEqual([])
    // The seed predates the mail settings: they start empty (no one is notified until an organiser says who).
    expect(parsed.data).toEqual({
      ...(row!.data as object),
      mail: { notify: [] },
      ...ISSUE_54_DEFAULTS,
      phases: DEFAULT_PHASES,
    })
    const { phases: _phases, ...stored } = SEEDED_PUBLIC
    expect(row!.data).toEqual({ ...stored, bank: SEEDED_BANK })
  })

  it('GET /settings (public) answers everything but the bank details', async () => {
    const res = await ctx.request('/settings')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, no-cache')
    expect(res.headers.get('vary')).toMatch(/token/)
    expect(await res.json()).toEqual({ settings: SEEDED_READ })
  })

  it('GET /settings with a valid token adds the bank details (no-store); a forged token is 401', async () => {
    const token = await ctx.login()
    const res = await ctx.request('/settings', { token })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ settings: { ...SEEDED_READ, bank: SEEDED_BANK, mail: { notify: [] } } })
    const bearer = await ctx.request('/settings', { headers: { authorization: `Bearer ${token}` } })
    expect((await bearer.json()).settings.bank).toEqual(SEEDED_BANK)
    const forged = await ctx.request('/settings', { token: 'forged-token' })
    expect(forged.status).toBe(401)
    expect(await forged.json()).toEqual({ message: 'Your session has expired or is invalid. Please log in again.' })
  })

  it('PATCH /settings changes only the fields sent; links and bank merge field by field', async () => {
    const token = await ctx.login()
    const res = await patch(token, { contactEmail: ' icnari2026@nitp.ac.in ' })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({
      message: 'Settings saved.',
      settings: { ...SEEDED_READ, contactEmail: 'icnari2026@nitp.ac.in', bank: SEEDED_BANK, mail: { notify: [] } },
    })
    // The public answer has it at once.
    expect((await (await ctx.request('/settings')).json()).settings.contactEmail).toBe('icnari2026@nitp.ac.in')

    const links = await patch(token, { links: { brochure: 'https://nitp.ac.in/icnari2026/cfp.pdf' } })
    expect((await links.json()).settings.links).toEqual({
      ...SEEDED_PUBLIC.links,
      brochure: 'https://nitp.ac.in/icnari2026/cfp.pdf',
    })

    const bank = await patch(token, { bank: { bankName: 'State Bank of India', swift: 'SBININBB' } })
    expect((await bank.json()).settings.bank).toEqual({
      ...SEEDED_BANK,
      bankName: 'State Bank of India',
      swift: 'SBININBB',
    })
    const noSwift = await patch(token, { bank: { swift: null } })
    expect((await noSwift.json()).settings.bank).toEqual({ ...SEEDED_BANK, bankName: 'State Bank of India' })

    const phones = ['+91 612 237 1715', '+91 612 237 1716', '(0612) 237-1717']
    const fees = {
      rows: [{ category: 'Everyone', currency: 'USD', early: { amount: 0 }, late: null, additionalPaper: null }],
    }
    const whole = await patch(token, { phones, fees })
    expect((await whole.json()).settings).toMatchObject({ phones, fees, contactEmail: 'icnari2026@nitp.ac.in' })
    expect((await (await ctx.request('/settings')).json()).settings).not.toHaveProperty('bank')
    await patch(token, {
      contactEmail: SEEDED_PUBLIC.contactEmail,
      phones: SEEDED_PUBLIC.phones,
      links: SEEDED_PUBLIC.links,
      fees: SEEDED_PUBLIC.fees,
      bank: SEEDED_BANK,
    })
    expect(await adminSettings(token)).toEqual({ ...SEEDED_READ, bank: SEEDED_BANK, mail: { notify: [] } })
  })

  it('PATCH /settings changes the conference field by field, and the public answer has it', async () => {
    const token = await ctx.login()
    const res = await patch(token, {
      conference: { shortName: ' ICNARI 2031 ', year: 2031, startDate: '2031-01-09', endDate: '2031-01-11' },
    })
    expect(res.status).toBe(200)
    const changed = {
      ...SEEDED_CONFERENCE,
      shortName: 'ICNARI 2031',
      year: 2031,
      startDate: '2031-01-09',
      endDate: '2031-01-11',
    }
    expect((await res.json()).settings.conference).toEqual(changed)
    expect((await (await ctx.request('/settings')).json()).settings.conference).toEqual(changed)
    // The public URL is kept as an origin; empty again gives PUBLIC_URL back.
    const url = await patch(token, { conference: { publicUrl: 'https://ICNARI2031.example.org/', mode: 'online' } })
    expect((await url.json()).settings.conference).toMatchObject({
      publicUrl: 'https://icnari2031.example.org',
      mode: 'online',
    })
    expect((await patch(token, { conference: SEEDED_CONFERENCE })).status).toBe(200)
    expect((await adminSettings(token)).conference).toEqual(SEEDED_CONFERENCE)
  })

  it.each([
    [
      { conference: { endDate: '2026-03-05' } },
      'conference.endDate',
      'The last day (endDate) must not be before the first day (startDate).',
    ],
    [
      { conference: { startDate: '6 March 2026' } },
      'conference.startDate',
      'First day (startDate) must be a day written YYYY-MM-DD',
    ],
    [
      { conference: { endDate: '2026-02-30' } },
      'conference.endDate',
      'Last day (endDate) must be a day written YYYY-MM-DD',
    ],
    [{ conference: { year: 2026.5 } }, 'conference.year', 'Year must be a whole number from 1900 to 9999.'],
    [{ conference: { year: '2026' } }, 'conference.year', 'Year must be a whole number from 1900 to 9999.'],
    [{ conference: { acronym: 'ICNARI 2026' } }, 'conference.acronym', /Acronym must be lower-case letters and digits/],
    [{ conference: { acronym: 'icnari-2026' } }, 'conference.acronym', /Acronym must be lower-case letters and digits/],
    [{ conference: { publicUrl: 'ftp://icnari.example.org' } }, 'conference.publicUrl', /Public URL must be empty/],
    [{ conference: { publicUrl: 'https://example.org/icnari' } }, 'conference.publicUrl', /Public URL must be empty/],
    [{ conference: { publicUrl: 'javascript:alert(1)' } }, 'conference.publicUrl', /Public URL must be empty/],
    [{ conference: { mode: 'Hybrid' } }, 'conference.mode', 'Mode must be one of hybrid, in-person, online.'],
    [{ conference: { name: '  ' } }, 'conference.name', 'Conference name is required.'],
    [
      { conference: { shortName: 'x'.repeat(61) } },
      'conference.shortName',
      'Short name must be at most 60 characters.',
    ],
    [{ conference: { venue: '' } }, 'conference.venue', 'Venue is required.'],
    [{ conference: { edition: 2 } }, 'conference', /conference has no field "edition": its fields are name, shortName/],
  ])('PATCH /settings refuses the conference %j with 400 naming the field', async (json, path, message) => {
    await expectRefused(await ctx.login(), json, path, message)
  })

  it.each([
    [{ contactEmail: 'not-an-email' }, 'contactEmail', 'Contact e-mail must be a valid email address.'],
    [
      { links: { brochure: 'javascript:alert(1)' } },
      'links.brochure',
      'Brochure link must be empty or an absolute http:// or https:// URL.',
    ],
    [{ phones: ['1', '2', '3', '4'] }, 'phones', PHONES_RULE],
    [{ phones: '+91 612 237 1715' }, 'phones', PHONES_RULE],
    [
      { phones: ['+91 612 237 1715', 'call us', '+91 612 237 1717'] },
      'phones.1',
      'Each phone must be a phone number: digits, spaces and + - ( ) only, e.g. +91 612 237 1715.',
    ],
    [
      { links: { brochure: 'javascript:alert(1)' } },
      'links.brochure',
      'Brochure link must be empty or an absolute http:// or https:// URL.',
    ],
    [
      { links: { submission: '/submit' } },
      'links.submission',
      'Submission link must be empty or an absolute http:// or https:// URL.',
    ],
    [{ bank: { ifsc: '  ' } }, 'bank.ifsc', 'IFSC is required.'],
  ])('PATCH /settings refuses %j with 400 naming the field', async (json, path, message) => {
    await expectRefused(await ctx.login(), json, path, message)
  })

  // Issue 50: a short name with CR/LF went raw into both calendars' PRODID line; no text of the settings takes one.
  const ONE_LINE = /must be one line of text, without line breaks, tabs or other control characters\./
  const HOTEL = { name: 'Hotel Maurya' }
  const FEE_ROW = { ...SEEDED_PUBLIC.fees.rows[0]!, category: 'Students' }
  it.each([
    [
      { conference: { shortName: 'ICNARI 2031\r\nX-INJECTED:1' } },
      'conference.shortName',
      /Short name must be one line/,
    ],
    [{ conference: { shortName: 'ICNARI 2031\n' } }, 'conference.shortName', ONE_LINE],
    [{ conference: { name: 'International\u0000Conference' } }, 'conference.name', /Conference name must be one line/],
    [{ conference: { venue: 'NIT\tPatna' } }, 'conference.venue', /Venue must be one line/],
    [{ conference: { acronym: 'icnari2031\r' } }, 'conference.acronym', /Acronym must be one line/],
    [
      { conference: { publicUrl: 'https://icnari\n2031.example.org' } },
      'conference.publicUrl',
      /Public URL must be one line/,
    ],
    [
      { conference: { tagline: 'Research\u0007 and innovation' } },
      'conference.tagline',
      /Tagline must not contain control characters/,
    ],
    [{ bank: { accountName: 'NIT Patna\r\nIFSC: x' } }, 'bank.accountName', /Account name must be one line/],
    [{ bank: { swift: 'SBIN\u001bINBB' } }, 'bank.swift', /SWIFT code must be one line/],
    [{ hotels: [{ ...HOTEL, name: 'Hotel\u007fMaurya' }] }, 'hotels.0.name', /Hotel name must be one line/],
    [
      { hotels: [{ ...HOTEL, address: 'South Gandhi Maidan\nPatna' }] },
      'hotels.0.address',
      /Hotel address must be one line/,
    ],
    [{ hotels: [{ ...HOTEL, distance: '4 km\f' }] }, 'hotels.0.distance', /Hotel distance must be one line/],
    [{ fees: { rows: [{ ...FEE_ROW, category: 'Students\r' }] } }, 'fees.rows.0.category', /Category must be one line/],
  ])('PATCH /settings refuses a control character in %j with 400 naming the field', async (json, path, message) => {
    await expectRefused(await ctx.login(), json, path, message)
  })

  it('the tagline, typed in a multi-line box, keeps its line breaks', async () => {
    const token = await ctx.login()
    const res = await patch(token, { conference: { tagline: 'Research and innovation,\r\nin Patna.' } })
    expect(res.status).toBe(200)
    expect((await res.json()).settings.conference.tagline).toBe('Research and innovation,\r\nin Patna.')
    expect((await patch(token, { conference: { tagline: SEEDED_CONFERENCE.tagline } })).status).toBe(200)
  })

  it('the public URL is kept without a trailing dot (requests never carry one), and a host longer than DNS allows is 400', async () => {
    const token = await ctx.login()
    const dotted = await patch(token, { conference: { publicUrl: 'https://ICNARI2031.example.org.' } })
    expect(dotted.status).toBe(200)
    expect((await dotted.json()).settings.conference.publicUrl).toBe('https://icnari2031.example.org')
    const withPort = await patch(token, { conference: { publicUrl: 'https://icnari2031.example.org.:8443/' } })
    expect((await withPort.json()).settings.conference.publicUrl).toBe('https://icnari2031.example.org:8443')
    // 265 characters (the finding's), each label within DNS's 63.
    const longHost = `${'a'.repeat(49)}.${Array(4).fill('a'.repeat(50)).join('.')}.example.org`
    expect(longHost).toHaveLength(265)
    await expectRefused(
      token,
      { conference: { publicUrl: `https://${longHost}` } },
      'conference.publicUrl',
      'Public URL has a host name longer than 253 characters, which no address can have.',
    )
    // 253 is the most DNS allows, and a trailing dot does not count.
    const longest = `${Array(4).fill('a'.repeat(60)).join('.')}.example.org`.slice(-253)
    const fits = await patch(token, { conference: { publicUrl: `https://${longest}.` } })
    expect(fits.status).toBe(200)
    expect((await fits.json()).settings.conference.publicUrl).toBe(`https://${longest}`)
    expect((await patch(token, { conference: { publicUrl: '' } })).status).toBe(200)
  })

  it('fees: whole amounts of 0 or more, percentages 0–100, INR or USD, and a cell is amount, percent or null', async () => {
    const token = await ctx.login()
    const row = (cell: Record<string, unknown>) => ({
      fees: {
        rows: [{ category: 'Students', currency: 'INR', early: null, late: null, additionalPaper: null, ...cell }],
      },
    })
    await expectRefused(
      token,
      row({ early: { amount: -1 } }),
      'fees.rows.0.early.amount',
      'Amount must be a whole number of 0 or more.',
    )
    await expectRefused(
      token,
      row({ early: { amount: 6500.5 } }),
      'fees.rows.0.early.amount',
      'Amount must be a whole number of 0 or more.',
    )
    await expectRefused(token, row({ early: { amount: '6500' } }), 'fees.rows.0.early', /A fee is/)
    await expectRefused(
      token,
      row({ late: { percent: 120, of: 'the fee' } }),
      'fees.rows.0.late.percent',
      'Percent must be a whole number from 0 to 100.',
    )
    await expectRefused(token, row({ late: { percent: 50 } }), 'fees.rows.0.late', /A fee is/)
    await expectRefused(token, row({ additionalPaper: '—' }), 'fees.rows.0.additionalPaper', /A fee is/)
    await expectRefused(token, row({ currency: 'EUR' }), 'fees.rows.0.currency', 'Currency must be INR or USD.')
    await expectRefused(token, row({ category: '' }), 'fees.rows.0.category', 'Category is required.')
    await expectRefused(token, { fees: { rows: [] } }, 'fees.rows', 'The fee table needs at least one row.')
    const missing = await patch(token, {
      fees: { rows: [{ category: 'Students', currency: 'INR', early: { amount: 1 } }] },
    })
    expect(missing.status).toBe(400)
    expect((await missing.json()).issues.map((i: { path: string }) => i.path)).toEqual([
      'fees.rows.0.late',
      'fees.rows.0.additionalPaper',
    ])
  })

  it('hotels: each has a name, and may have an address, a distance, a phone and a website; the list is replaced whole', async () => {
    const token = await ctx.login()
    const hotels = [
      {
        name: '  Hotel Maurya ',
        address: 'South Gandhi Maidan, Patna 800001',
        distance: 'about 4 km by road',
        phone: '+91 612 222 0000',
        website: 'https://hotelmaurya.example.org',
      },
      { name: 'Hotel Vrindavan', address: '', distance: null, phone: '', website: null },
    ]
    const res = await patch(token, { hotels })
    expect(res.status).toBe(200)
    expect((await res.json()).settings.hotels).toEqual([
      {
        name: 'Hotel Maurya',
        address: 'South Gandhi Maidan, Patna 800001',
        distance: 'about 4 km by road',
        phone: '+91 612 222 0000',
        // Stored as the URL parser writes it.
        website: 'https://hotelmaurya.example.org/',
      },
      { name: 'Hotel Vrindavan' },
    ])
    // The public page reads them (no bank details there).
    const shown = (await (await ctx.request('/settings')).json()).settings
    expect(shown.hotels.map((h: { name: string }) => h.name)).toEqual(['Hotel Maurya', 'Hotel Vrindavan'])
    await expectRefused(token, { hotels: [{ address: 'Somewhere' }] }, 'hotels.0.name', 'Hotel name is required.')
    await expectRefused(
      token,
      { hotels: [{ name: 'H', distance: 'x'.repeat(61) }] },
      'hotels.0.distance',
      'Hotel distance must be at most 60 characters.',
    )
    await expectRefused(token, { hotels: [{ name: 'H', stars: 5 }] }, 'hotels.0', /has no field "stars"/)
    await expectRefused(token, { hotels: [{ name: 'H', website: 'javascript:alert(1)' }] }, 'hotels.0.website', /http/)
    await expectRefused(
      token,
      { hotels: Array.from({ length: 21 }, (_, i) => ({ name: `H${i}` })) },
      'hotels',
      'The accommodation page may list at most 20 hotels.',
    )
    expect((await patch(token, { hotels: SEEDED_PUBLIC.hotels })).status).toBe(200)
  })

  it('a document saved before hotels existed reads with the six hotels', async () => {
    const token = await ctx.login()
    const [row] = await ctx.db.handle.db.select().from(eventSettings)
    const { hotels: _hotels, ...older } = row!.data as Record<string, unknown>
    await ctx.db.handle.db.update(eventSettings).set({ data: older })
    try {
      expect((await adminSettings(token)).hotels).toEqual(SEEDED_PUBLIC.hotels)
      // A save of another field keeps them.
      const res = await patch(token, { contactEmail: 'chair@example.org' })
      expect((await res.json()).settings.hotels).toEqual(SEEDED_PUBLIC.hotels)
    } finally {
      await ctx.db.handle.db.update(eventSettings).set({ data: row!.data })
    }
  })

  it('migration 0007 gives a document without a conference (an older backup restored) the seeded one, and never replaces one', async () => {
    const token = await ctx.login()
    const migration = readFileSync(join(migrationsFolder, '0007_conference.sql'), 'utf8')
    const [row] = await ctx.db.handle.db.select().from(eventSettings)
    const { conference: _conference, ...older } = row!.data as Record<string, unknown>
    try {
      await ctx.db.handle.db.update(eventSettings).set({ data: older })
      await ctx.db.handle.db.execute(sql.raw(migration))
      expect((await adminSettings(token)).conference).toEqual(SEEDED_CONFERENCE)
      await patch(token, { conference: { shortName: 'ICNARI 2031' } })
      await ctx.db.handle.db.execute(sql.raw(migration))
      expect((await adminSettings(token)).conference.shortName).toBe('ICNARI 2031')
    } finally {
      await ctx.db.handle.db.update(eventSettings).set({ data: row!.data })
    }
  })

  it('unknown fields are refused with 400 at every level, and an empty change too', async () => {
    const token = await ctx.login()
    await expectRefused(
      token,
      { contactEmail: 'a@b.org', bankDetails: {} },
      '(body)',
      'Settings has no field "bankDetails": its fields are conference, contactEmail, phones, links, bank, fees, hotels, slides, logoUrl, sponsorTiers, mail, certificates, registration, phases, organiser.',
    )
    await expectRefused(
      token,
      { links: { cmt: 'https://example.org' } },
      'links',
      'links has no field "cmt": its fields are brochure, submission, templateWord, templateLatex.',
    )
    await expectRefused(
      token,
      { fees: { rows: [{ ...SEEDED_PUBLIC.fees.rows[0], gst: true }] } },
      'fees.rows.0',
      'A fee row has no field "gst": its fields are key, accompanying, category, currency, early, late, additionalPaper.',
    )
    await expectRefused(
      token,
      {},
      '(body)',
      'Send at least one of conference, contactEmail, phones, links, bank, fees, hotels, mail, certificates, registration, slides, logoUrl, sponsorTiers, phases, organiser to change.',
    )
  })

  it('PATCH /settings without a token or with a forged one answers 401 and changes nothing', async () => {
    const before = await (await ctx.request('/settings')).json()
    for (const token of [undefined, 'forged-token']) {
      const res = await patch(token, { contactEmail: 'evil@example.org' })
      expect(res.status).toBe(401)
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
    expect(await (await ctx.request('/settings')).json()).toEqual(before)
  })

  it('a save records an audit entry with the document before and after; a refused one records none', async () => {
    const token = await ctx.login()
    const entries = () => ctx.db.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'))
    const count = (await entries()).length
    await patch(token, { contactEmail: 'audit@example.org' })
    await patch(token, { contactEmail: 'broken' })
    const after = await entries()
    expect(after).toHaveLength(count + 1)
    expect(after.at(-1)).toMatchObject({
      action: 'update',
      entityId: '1',
      actorEmail: ADMIN.email,
      before: { contactEmail: SEEDED_PUBLIC.contactEmail },
      after: { contactEmail: 'audit@example.org', bank: SEEDED_BANK },
    })
    await patch(token, { contactEmail: SEEDED_PUBLIC.contactEmail })
  })

  it('a restore replaces the seeded season: a just-migrated database is not refused as holding data', async () => {
    const token = await ctx.login()
    await patch(token, { contactEmail: 'restored@example.org' })
    const archive = await backupBytes(ctx.db.handle)
    const target = await createTestDatabase() // migrated, so seeded
    try {
      await restoreArchive(target.handle, archive)
      const [row] = await target.handle.db.select().from(eventSettings)
      expect((row!.data as EventSettings).contactEmail).toBe('restored@example.org')
    } finally {
      await target.dispose()
    }
    await patch(token, { contactEmail: SEEDED_PUBLIC.contactEmail })
  })

  it('without a stored document GET is 404 and a PATCH must send every field', async () => {
    const token = await ctx.login()
    const stored = await adminSettings(token)
    await ctx.db.handle.db.delete(eventSettings)
    const missing = await ctx.request('/settings')
    expect(missing.status).toBe(404)
    expect((await missing.json()).message).toMatch(/have not been set yet/)
    const partial = await patch(token, { contactEmail: 'a@b.org' })
    expect(partial.status).toBe(400)
    expect((await partial.json()).issues.map((i: { path: string }) => i.path)).toEqual([
      'conference',
      'phones',
      'links',
      'bank',
      'fees',
      'hotels',
    ])
    const whole = await patch(token, stored)
    expect(whole.status).toBe(200)
    expect(await adminSettings(token)).toEqual(stored)
  })

  it('a save drops the cached answers and rendered pages of its topic, here and on other instances', async () => {
    const token = await ctx.login()
    const invalidate = vi.spyOn(ctx.cache, 'invalidate')
    try {
      await patch(token, { contactEmail: SEEDED_PUBLIC.contactEmail })
      await patch(token, { contactEmail: 'not an address' })
      // The programme's exports name the conference from the settings (cache-keys.ts WRITE_ALSO_DROPS).
      expect(invalidate.mock.calls).toEqual([['settings'], ['programme']])
    } finally {
      invalidate.mockRestore()
    }
  })

  it('registration settings merge field by field; upiVpa: null removes it; the public answer never has it', async () => {
    const token = await ctx.login()
    const res = await patch(token, { registration: { open: true, upiVpa: 'nitpatna@sbi' } })
    expect(res.status).toBe(200)
    expect((await res.json()).settings.registration).toEqual({
      open: true,
      upiVpa: 'nitpatna@sbi',
      gstPercent: 18,
      retentionDays: 365,
    })
    const pub = await (await ctx.request('/settings')).json()
    expect(pub.settings.registration).toEqual({ open: true, gstPercent: 18, retentionDays: 365 })
    expect(JSON.stringify(pub)).not.toContain('nitpatna@sbi')
    await expectRefused(token, { registration: { upiVpa: 'not a vpa' } }, 'registration.upiVpa', /name@bank/)
    await expectRefused(token, { registration: { gstPercent: 40 } }, 'registration.gstPercent', /0 to 28/)
    await expectRefused(token, { registration: { retentionDays: 1.5 } }, 'registration.retentionDays', /whole number/)
    const removed = await patch(token, { registration: { upiVpa: null, open: false } })
    expect((await removed.json()).settings.registration).toEqual({ open: false, gstPercent: 18, retentionDays: 365 })
  })

  it('phases: each phase is replaced whole, the others kept; texts have caps; the public answer has them', async () => {
    const token = await ctx.login()
    const res = await patch(token, {
      phases: { after: { tagline: ' See you at the next edition. ', text: 'The papers of {shortName} are online.' } },
    })
    expect(res.status).toBe(200)
    const expected = {
      ...DEFAULT_PHASES,
      after: { tagline: 'See you at the next edition.', text: 'The papers of {shortName} are online.' },
    }
    expect((await res.json()).settings.phases).toEqual(expected)
    const res2 = await patch(token, { phases: { during: { tagline: 'Welcome to day one' } } })
    expect((await res2.json()).settings.phases).toEqual({ ...expected, during: { tagline: 'Welcome to day one' } })
    const pub = await (await ctx.request('/settings')).json()
    expect(pub.settings.phases.during).toEqual({ tagline: 'Welcome to day one' })
    await expectRefused(
      token,
      { phases: { closed: { tagline: 'x'.repeat(301) } } },
      'phases.closed.tagline',
      'Tagline once submissions are closed must be at most 300 characters.',
    )
    await expectRefused(token, { phases: { after: { tagline: '' } } }, 'phases.after.text', /After-conference text/)
  })

  it('a fee row saved without a key gets one from its name, kept on later saves; keys must differ', async () => {
    const token = await ctx.login()
    const { rows } = (await adminSettings(token)).fees
    const added = {
      category: 'Industry Participants (Startups)',
      currency: 'INR',
      early: null,
      late: { amount: 5000 },
      additionalPaper: null,
    }
    const res = await patch(token, { fees: { rows: [...rows, added] } })
    expect(res.status).toBe(200)
    const saved = (await res.json()).settings.fees.rows
    expect(saved.map((r: { key: string }) => r.key)).toEqual([
      'student',
      'academician',
      'industry',
      'foreign',
      'accompanying',
      'industry-participants-startups',
    ])
    await expectRefused(
      token,
      { fees: { rows: [...rows, { ...added, key: 'student' }] } },
      'fees.rows',
      'Two fee rows have the key "student": keys must differ.',
    )
    await expectRefused(token, { fees: { rows: [{ ...rows[0], key: 'Student!' }] } }, 'fees.rows.0.key', /lower-case/)
    await patch(token, { fees: { rows } })
  })

  it('slides: 1 to 10, each with an image and alt text; links are http(s) or a site path; saved in order', async () => {
    const token = await ctx.login()
    // Until set, the carousel's own slides.
    expect((await (await ctx.request('/settings')).json()).settings.slides).toEqual(DEFAULT_SLIDES)
    const upload = '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp'
    const slides = [
      { imageUrl: upload, alt: ' Delegates in the main hall ', caption: 'Day one', link: '/call-for-papers' },
      { imageUrl: '/images/carousel/slide-2.svg', alt: 'A smart grid', link: 'https://example.org' },
      { imageUrl: upload, alt: 'The campus', caption: '', link: '' },
    ]
    const res = await patch(token, { slides })
    expect(res.status).toBe(200)
    // Answers give our images' URLs on the site's origin.
    const uploaded = expect.stringMatching(/\/api\/images\/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f\.webp$/)
    const saved = [
      { imageUrl: uploaded, alt: 'Delegates in the main hall', caption: 'Day one', link: '/call-for-papers' },
      { imageUrl: '/images/carousel/slide-2.svg', alt: 'A smart grid', link: 'https://example.org/' },
      { imageUrl: uploaded, alt: 'The campus' },
    ]
    expect((await res.json()).settings.slides).toEqual(saved)
    expect((await (await ctx.request('/settings')).json()).settings.slides).toEqual(saved)

    await expectRefused(token, { slides: [] }, 'slides', 'The carousel needs at least 1 slide.')
    await expectRefused(
      token,
      { slides: Array.from({ length: 11 }, () => ({ imageUrl: upload, alt: 'A slide' })) },
      'slides',
      'The carousel may have at most 10 slides.',
    )
    const altRule = 'Alt text is required: say what the picture shows, for people who cannot see it.'
    await expectRefused(token, { slides: [{ imageUrl: upload }] }, 'slides.0.alt', altRule)
    await expectRefused(token, { slides: [{ imageUrl: upload, alt: '  ' }] }, 'slides.0.alt', altRule)
    const linkRule =
      'Slide link must be an absolute http:// or https:// URL or a path on this site starting with / (e.g. /call-for-papers).'
    await expectRefused(
      token,
      { slides: [{ imageUrl: upload, alt: 'A', link: 'javascript:alert(1)' }] },
      'slides.0.link',
      linkRule,
    )
    await expectRefused(
      token,
      { slides: [{ imageUrl: upload, alt: 'A', link: '//evil.example' }] },
      'slides.0.link',
      linkRule,
    )
    await expectRefused(
      token,
      { slides: [{ imageUrl: 'javascript:alert(1)', alt: 'A' }] },
      'slides.0.imageUrl',
      /Slide image must be an uploaded image/,
    )
    // Refusals changed nothing.
    expect((await adminSettings(token)).slides).toEqual(saved)
  })

  it("the site logo and the sponsor tiers start as today's and are replaced by a save", async () => {
    const token = await ctx.login()
    const before = await adminSettings(token)
    expect(before.logoUrl).toBe(DEFAULT_LOGO_URL)
    expect(before.sponsorTiers).toEqual(DEFAULT_SPONSOR_TIERS)
    const logo = '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp'
    const tiers = DEFAULT_SPONSOR_TIERS.map((t) => ({ ...t, facilities: [...t.facilities] }))
    tiers[0] = { key: 'PLATINUM', name: 'Diamond', facilities: ['A keynote slot'] }
    const res = await patch(token, { logoUrl: logo, sponsorTiers: tiers })
    expect(res.status).toBe(200)
    const shown = (await (await ctx.request('/settings')).json()).settings
    expect(shown.logoUrl).toMatch(new RegExp(`${logo.replace(/\./g, '\\.')}$`))
    expect(shown.sponsorTiers[0]).toEqual({ key: 'PLATINUM', name: 'Diamond', facilities: ['A keynote slot'] })
    await expectRefused(token, { logoUrl: 'javascript:alert(1)' }, 'logoUrl', /Logo must be an uploaded image/)
    await expectRefused(token, { sponsorTiers: tiers.slice(1) }, 'sponsorTiers', /each of PLATINUM, GOLD/)
    await expectRefused(
      token,
      { sponsorTiers: tiers.map((t, i) => (i === 1 ? { ...t, name: '' } : t)) },
      'sponsorTiers.1.name',
      'Tier name is required.',
    )
  })
})
