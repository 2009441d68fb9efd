import { describe, expect, it } from 'vitest'
import type { AdminSettings } from './api'
import { stillToSet } from './still-to-set'

const SET = {
  contactEmail: 'icnari@nitp.ac.in',
  phones: ['+91 612 237 1715'],
  links: {
    brochure: 'https://nitp.ac.in/b.pdf',
    submission: 'https://cmt3.research.microsoft.com/ICNARI2026',
    templateWord: 'https://nitp.ac.in/t.docx',
    templateLatex: 'https://nitp.ac.in/t.zip',
  },
  bank: { accountName: 'NIT Patna', accountNumber: '123', bankName: 'SBI', branch: 'Patna', ifsc: 'SBIN0000152' },
  conference: { publicUrl: 'https://icnari2026.nitp.ac.in' },
} as unknown as AdminSettings

describe('stillToSet', () => {
  it('lists nothing once everything is set', () => {
    expect(stillToSet(SET)).toEqual([])
  })

  it("lists each empty setting (a fresh site's), in the order of the issue, with the section that sets it", () => {
    const fresh = {
      ...SET,
      contactEmail: '',
      phones: [],
      links: { brochure: '', submission: '', templateWord: '', templateLatex: 'https://nitp.ac.in/t.zip' },
      bank: { ...SET.bank, ifsc: 'To be set by the organisers' },
      conference: { publicUrl: '' },
    } as unknown as AdminSettings
    expect(stillToSet(fresh).map((i) => `${i.label} → ${i.section}`)).toEqual([
      'Contact e-mail → settings-contact',
      'Phone numbers → settings-contact',
      'Brochure link → settings-links',
      'Submission link → settings-links',
      'Template links → settings-links',
      'Bank details → settings-bank',
      'Public URL → settings-conference',
    ])
  })
})

describe('contactFormSchema', () => {
  it('accepts an empty e-mail and empty phones, and names a wrong e-mail', async () => {
    const { contactFormSchema } = await import('./settings-form-schema')
    expect(contactFormSchema.safeParse({ contactEmail: '', phone1: '', phone2: '', phone3: '' }).success).toBe(true)
    const wrong = contactFormSchema.safeParse({ contactEmail: 'chair@', phone1: '', phone2: '', phone3: '' })
    expect(wrong.error?.issues.map((i) => i.message)).toEqual(['Please enter a valid email address.'])
  })
})
