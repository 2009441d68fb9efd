import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { NEXT_HOST as NEXT_HOST_FIXTURE } from '../../../../common/fixtures/organiser'
import {
  DEFAULT_ORGANISER,
  locationText,
  mapEmbedUrl,
  mapLinkUrl,
  organiserDisplay,
} from '../../../../common/organiser'
import { useTestApp } from '../../../test/context'
import { auditLog } from '../../db/schema'

const ctx = useTestApp()

const patch = (token: string | undefined, json: unknown) => ctx.request('/settings', { method: 'PATCH', json, token })

/** The 400's issue at `path`, after checking the document was left as it was. */
async function refused(token: string, json: unknown, path: string) {
  const before = await (await ctx.request('/settings', { token })).json()
  const res = await patch(token, json)
  expect(res.status, JSON.stringify(json)).toBe(400)
  const body = await res.json()
  expect(await (await ctx.request('/settings', { token })).json()).toEqual(before)
  return body.issues?.find((i: { path: string }) => i.path === path)?.message as string | undefined
}

// The next host's own web site, where the client's fixture keeps the default one.
const NEXT_HOST = { ...NEXT_HOST_FIXTURE, website: 'https://iit.example.org/' }

describe('the organiser (event settings)', () => {
  it("derives today's words and OpenStreetMap links from the defaults", () => {
    expect(organiserDisplay(DEFAULT_ORGANISER)).toBe('Department of Electrical Engineering, NIT Patna')
    expect(locationText(DEFAULT_ORGANISER)).toBe(
      'Department of Electrical Engineering, NIT Patna, Ashok Rajpath, Mahendru, Patna, Bihar 800005, India',
    )
    expect(mapEmbedUrl(DEFAULT_ORGANISER.map!)).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=85.1625%2C25.6150%2C85.1825%2C25.6265&layer=mapnik&marker=25.6207%2C85.1725',
    )
    expect(mapLinkUrl(DEFAULT_ORGANISER.map!)).toBe(
      'https://www.openstreetmap.org/?mlat=25.6207&mlon=85.1725#map=16/25.6207/85.1725',
    )
    expect(mapLinkUrl({ latitude: -33.86884, longitude: 151.2093 })).toBe(
      'https://www.openstreetmap.org/?mlat=-33.8688&mlon=151.2093#map=16/-33.8688/151.2093',
    )
    expect(organiserDisplay({ department: '', institute: 'IIT Example' })).toBe('IIT Example')
  })

  it('GET /settings (public) gives the 2026 host until it is changed', async () => {
    const res = await ctx.request('/settings')
    expect((await res.json()).settings.organiser).toEqual(DEFAULT_ORGANISER)
  })

  it('PATCH replaces the fields given, keeps the rest, answers them publicly and is audited', async () => {
    const token = await ctx.login()
    expect((await patch(undefined, { organiser: { institute: 'X' } })).status).toBe(401)
    const res = await patch(token, {
      organiser: { ...NEXT_HOST, series: undefined, department: ' School of Computing ' },
    })
    expect(res.status).toBe(200)
    expect((await res.json()).settings.organiser).toEqual(NEXT_HOST)
    const res2 = await patch(token, { organiser: { department: '', map: null } })
    const expected = { ...NEXT_HOST, department: '', map: null }
    expect((await res2.json()).settings.organiser).toEqual(expected)
    const pub = await (await ctx.request('/settings')).json()
    expect(pub.settings.organiser).toEqual(expected)
    const [entry] = await ctx.db.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'settings'))
      .orderBy(desc(auditLog.at))
      .limit(1)
    expect((entry!.before as { organiser: unknown }).organiser).toEqual(NEXT_HOST)
    expect((entry!.after as { organiser: unknown }).organiser).toEqual(expected)
  })

  it('refuses what a person could not read, saying why', async () => {
    const token = await ctx.login()
    expect(await refused(token, { organiser: { institute: '' } }, 'organiser.institute')).toBe(
      'Institute (short name) is required.',
    )
    expect(await refused(token, { organiser: { department: 'A\nB' } }, 'organiser.department')).toBe(
      'Department must be one line of text, without line breaks, tabs or other control characters.',
    )
    expect(await refused(token, { organiser: { website: 'nitp.ac.in' } }, 'organiser.website')).toMatch(
      /^Institute web site must be (empty or )?an absolute http:\/\/ or https:\/\/ URL\.$/,
    )
    const address = DEFAULT_ORGANISER.address
    expect(await refused(token, { organiser: { address: { ...address, lines: [] } } }, 'organiser.address.lines')).toBe(
      'Address lines must be a list of 1 to 4 lines.',
    )
    expect(
      await refused(
        token,
        { organiser: { address: { ...address, lines: ['a', 'b', 'c', 'd', 'e'] } } },
        'organiser.address.lines',
      ),
    ).toBe('Address lines must be a list of 1 to 4 lines.')
    expect(
      await refused(token, { organiser: { address: { ...address, city: 'x'.repeat(81) } } }, 'organiser.address.city'),
    ).toBe('City must be at most 80 characters.')
    expect(
      await refused(token, { organiser: { map: { latitude: 91, longitude: 85 } } }, 'organiser.map.latitude'),
    ).toMatch(/^Latitude must be a number of degrees from -90/)
    expect(
      await refused(token, { organiser: { map: { latitude: 25, longitude: '85' } } }, 'organiser.map.longitude'),
    ).toMatch(/^Longitude must be a number of degrees from -180/)
    expect(await refused(token, { organiser: { mapUrl: 'x' } }, 'organiser')).toMatch(/organiser has no field "mapUrl"/)
  })
})
