import type { Conference } from '@common/conference'
import { conferenceSchema } from '@common/conference-schema'
import { isHttpUrl } from '@common/field-rules'
import { z } from 'zod'
import { LIMITS, optionalText, requiredText } from '@/lib/admin/form-rules'
import type { BankDetails, Currency, FeeCell, FeeRow } from './api'

// The settings forms check what the API checks (server/src/routes/settings/settings.schemas.ts), with its words.

const PHONE_RULE = 'Please enter a phone number: digits, spaces and + - ( ) only, e.g. +91 612 237 1715.'
// Each phone may be left empty: none is required (issue 54 item 4); the site shows the ones given.
const phone = (label: string) =>
  z
    .string()
    .trim()
    .max(40, `${label} must be at most 40 characters.`)
    .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{4,}$/.test(v), PHONE_RULE)

/** The conference's identity: the API's own rules and words (common/conference-schema.ts). */
export const conferenceFormSchema = conferenceSchema
export type ConferenceFormInput = z.input<typeof conferenceFormSchema>
export type ConferenceFormValues = z.output<typeof conferenceFormSchema>

export function conferenceToForm(conference: Conference): ConferenceFormInput {
  return { ...conference }
}

export const contactFormSchema = z.object({
  // Empty until the organisers have one: the site then shows none.
  contactEmail: z
    .string()
    .trim()
    .max(LIMITS.email, `Contact e-mail must be at most ${LIMITS.email} characters.`)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address.'),
  phone1: phone('Phone 1'),
  phone2: phone('Phone 2'),
  phone3: phone('Phone 3'),
})
export type ContactFormValues = z.infer<typeof contactFormSchema>

const link = (label: string) =>
  z
    .string()
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters.`)
    .refine((v) => v === '' || isHttpUrl(v), `${label} must be a valid URL starting with http:// or https://.`)

export const linksFormSchema = z.object({
  submission: link('Submission link'),
  brochure: link('Brochure link'),
  templateWord: link('Word template link'),
  templateLatex: link('LaTeX template link'),
})
export type LinksFormValues = z.infer<typeof linksFormSchema>

export const bankFormSchema = z.object({
  accountName: requiredText('Account name'),
  accountNumber: requiredText('Account number', 50),
  bankName: requiredText('Bank name'),
  branch: requiredText('Branch'),
  ifsc: requiredText('IFSC', 50),
  swift: optionalText('SWIFT code', 50),
})
export type BankFormValues = z.infer<typeof bankFormSchema>

export const MAX_FEE = 10_000_000
export type FeeKind = 'amount' | 'percent' | 'none'
/** One fee as the form holds it: its kind and the text of each input (only those of its kind are read). */
export interface FeeCellForm {
  kind: FeeKind
  amount: string
  percent: string
  of: string
}

const wholeNumber = /^\d+$/

const feeCellSchema = z
  .object({ kind: z.enum(['amount', 'percent', 'none']), amount: z.string(), percent: z.string(), of: z.string() })
  .superRefine((v, ctx) => {
    if (v.kind === 'amount') {
      const n = Number(v.amount.trim())
      if (!wholeNumber.test(v.amount.trim()) || n > MAX_FEE)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: `Enter a whole number from 0 to ${MAX_FEE}.` })
    } else if (v.kind === 'percent') {
      const n = Number(v.percent.trim())
      if (!wholeNumber.test(v.percent.trim()) || n > 100)
        ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Enter a whole number from 0 to 100.' })
      if (v.of.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['of'], message: 'Say what it is a percentage of, e.g. the fee.' })
      else if (v.of.trim().length > LIMITS.short)
        ctx.addIssue({ code: 'custom', path: ['of'], message: `At most ${LIMITS.short} characters.` })
    }
  })

export const feesFormSchema = z.object({
  rows: z
    .array(
      z.object({
        // Kept as they are: registrations store the key, so renaming a category must not change it.
        key: z.string().optional(),
        accompanying: z.boolean().optional(),
        category: requiredText('Category'),
        currency: z.enum(['INR', 'USD']),
        early: feeCellSchema,
        late: feeCellSchema,
        additionalPaper: feeCellSchema,
      }),
    )
    .min(1, 'The fee table needs at least one row.')
    .max(20, 'The fee table may have at most 20 rows.'),
})
export type FeesFormValues = z.infer<typeof feesFormSchema>
export type FeeRowForm = FeesFormValues['rows'][number]

export function feeCellToForm(cell: FeeCell): FeeCellForm {
  if (cell === null) return { kind: 'none', amount: '', percent: '', of: '' }
  if ('amount' in cell) return { kind: 'amount', amount: String(cell.amount), percent: '', of: '' }
  return { kind: 'percent', amount: '', percent: String(cell.percent), of: cell.of }
}

export function feeCellFromForm(cell: FeeCellForm): FeeCell {
  if (cell.kind === 'amount') return { amount: Number(cell.amount.trim()) }
  if (cell.kind === 'percent') return { percent: Number(cell.percent.trim()), of: cell.of.trim() }
  return null
}

export function feeRowToForm(row: FeeRow): FeeRowForm {
  return {
    key: row.key,
    accompanying: row.accompanying,
    category: row.category,
    currency: row.currency,
    early: feeCellToForm(row.early),
    late: feeCellToForm(row.late),
    additionalPaper: feeCellToForm(row.additionalPaper),
  }
}

export function feeRowFromForm(row: FeeRowForm): FeeRow {
  return {
    ...(row.key ? { key: row.key } : {}),
    ...(row.accompanying ? { accompanying: true } : {}),
    category: row.category.trim(),
    currency: row.currency as Currency,
    early: feeCellFromForm(row.early),
    late: feeCellFromForm(row.late),
    additionalPaper: feeCellFromForm(row.additionalPaper),
  }
}

export const EMPTY_FEE_ROW: FeeRowForm = {
  category: '',
  currency: 'INR',
  early: { kind: 'amount', amount: '', percent: '', of: '' },
  late: { kind: 'amount', amount: '', percent: '', of: '' },
  additionalPaper: { kind: 'none', amount: '', percent: '', of: '' },
}

export function bankToForm(bank: BankDetails | undefined): BankFormValues {
  return {
    accountName: bank?.accountName ?? '',
    accountNumber: bank?.accountNumber ?? '',
    bankName: bank?.bankName ?? '',
    branch: bank?.branch ?? '',
    ifsc: bank?.ifsc ?? '',
    swift: bank?.swift ?? '',
  }
}

export const MAX_HOTELS = 20

export const hotelsFormSchema = z.object({
  hotels: z
    .array(
      z.object({
        name: requiredText('Hotel name'),
        address: optionalText('Hotel address', 300),
        distance: optionalText('Hotel distance', 60),
        phone: optionalText('Hotel phone', 40),
        website: z
          .string()
          .trim()
          .max(LIMITS.url, `Hotel website must be at most ${LIMITS.url} characters.`)
          .refine(
            (v) => v === '' || isHttpUrl(v),
            'Hotel website must be a valid URL starting with http:// or https://.',
          ),
      }),
    )
    .max(MAX_HOTELS, `The accommodation page may list at most ${MAX_HOTELS} hotels.`),
})
export type HotelsFormValues = z.infer<typeof hotelsFormSchema>
export type HotelForm = HotelsFormValues['hotels'][number]

export const EMPTY_HOTEL: HotelForm = { name: '', address: '', distance: '', phone: '', website: '' }

type OptionalHotelField = 'address' | 'distance' | 'phone' | 'website'
const OPTIONAL_HOTEL_FIELDS: readonly OptionalHotelField[] = ['address', 'distance', 'phone', 'website']

export function hotelToForm(hotel: { name: string } & Partial<Record<OptionalHotelField, string | null>>): HotelForm {
  return {
    ...EMPTY_HOTEL,
    name: hotel.name,
    ...Object.fromEntries(OPTIONAL_HOTEL_FIELDS.map((f) => [f, hotel[f] ?? ''])),
  }
}

/** Empty optional fields are not sent (the card then offers the map and the route instead of a distance). */
export function hotelFromForm(hotel: HotelForm): { name: string } & Partial<Record<OptionalHotelField, string>> {
  return {
    name: hotel.name,
    ...Object.fromEntries(OPTIONAL_HOTEL_FIELDS.filter((f) => hotel[f]).map((f) => [f, hotel[f]])),
  }
}
