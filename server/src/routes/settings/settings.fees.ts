import { z } from '@hono/zod-openapi'
import { oneLineText, optionalOneLineText, optionalText } from '../../api/fields'
import { strictObject } from './settings.strict'

// Money in the settings: the bank account, the fee table and the registration desk's own settings.

export const MAX_FEE = 10_000_000
const AMOUNT_RULE = 'Amount must be a whole number of 0 or more.'
const PERCENT_RULE = 'Percent must be a whole number from 0 to 100.'
const FEE_CELL_RULE =
  'A fee is { "amount": whole number of 0 or more }, { "percent": 0 to 100, "of": what it is a percentage of } ' +
  'or null (not applicable).'

export const BankDetails = strictObject('bank', {
  accountName: oneLineText('Account name'),
  accountNumber: oneLineText('Account number', 50),
  bankName: oneLineText('Bank name'),
  branch: oneLineText('Branch'),
  ifsc: oneLineText('IFSC', 50),
  swift: optionalOneLineText('SWIFT code', 50).openapi({ description: 'For payments from abroad; optional.' }),
}).openapi('BankDetails', {
  description:
    'Where registration fees are paid. Never shown on the public site: only a registrant’s own page shows how to pay.',
  example: {
    accountName: 'To be set by the organisers',
    accountNumber: 'To be set by the organisers',
    bankName: 'To be set by the organisers',
    branch: 'To be set by the organisers',
    ifsc: 'To be set by the organisers',
  },
})

const AmountCell = strictObject('A fee', {
  amount: z
    .number({ error: AMOUNT_RULE })
    .min(0, AMOUNT_RULE)
    .max(MAX_FEE, `Amount must be at most ${MAX_FEE}.`)
    // Not .int(): zod reports that as a type mismatch, and the union would then hide this message.
    .refine(Number.isInteger, AMOUNT_RULE)
    .openapi({ type: 'integer', minimum: 0, maximum: MAX_FEE, example: 6500 }),
})

const PercentCell = strictObject('A fee', {
  percent: z
    .number({ error: PERCENT_RULE })
    .min(0, PERCENT_RULE)
    .max(100, PERCENT_RULE)
    .refine(Number.isInteger, PERCENT_RULE)
    .openapi({ type: 'integer', minimum: 0, maximum: 100, example: 50 }),
  of: oneLineText('What the percentage is of').openapi({ example: 'the fee' }),
})

export const FeeCell = z
  .union([AmountCell, PercentCell, z.null()], {
    error: (iss) => (iss.code === 'invalid_union' ? FEE_CELL_RULE : undefined),
  })
  .openapi('FeeCell', {
    description:
      'An amount in the row\'s currency, a percentage of something ("50% of the fee"), or null for "not applicable".',
  })

const FEE_KEY_RULE = 'A fee row key must be lower-case letters, digits and hyphens (e.g. student), at most 40.'

export const FeeRow = strictObject('A fee row', {
  key: z
    .string({ error: FEE_KEY_RULE })
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, FEE_KEY_RULE)
    .optional()
    .openapi({
      description:
        'Stable name of the category (what a registration stores); left out, one is made from the category name.',
      example: 'student',
    }),
  accompanying: z
    .boolean({ error: 'accompanying must be true or false.' })
    .optional()
    .openapi({ description: "The accompanying person's row (at most one): not a category one registers in." }),
  category: oneLineText('Category').openapi({ example: 'Students/Research Scholar' }),
  currency: z.enum(['INR', 'USD'], { error: 'Currency must be INR or USD.' }),
  early: FeeCell,
  late: FeeCell,
  additionalPaper: FeeCell,
}).openapi('FeeRow', {
  example: {
    category: 'Students/Research Scholar',
    currency: 'INR',
    early: { amount: 6500 },
    late: { amount: 7500 },
    additionalPaper: { percent: 50, of: 'the fee' },
  },
})

export const Fees = strictObject('fees', {
  rows: z
    .array(FeeRow, { error: 'Fee rows must be a list.' })
    .min(1, 'The fee table needs at least one row.')
    .max(20, 'The fee table may have at most 20 rows.')
    .superRefine((rows, ctx) => {
      const keys = rows.map((r) => r.key).filter((k) => k !== undefined)
      const twice = keys.find((k, i) => keys.indexOf(k) !== i)
      if (twice) ctx.addIssue({ code: 'custom', message: `Two fee rows have the key "${twice}": keys must differ.` })
      if (rows.filter((r) => r.accompanying).length > 1)
        ctx.addIssue({ code: 'custom', message: "Only one fee row can be the accompanying person's." })
    }),
}).openapi('Fees', { description: 'The registration fee table: one row per category; all fees include GST.' })

const UPI_RULE = 'UPI ID must look like name@bank, e.g. nitpatna@sbi.'
export const upiVpaText = z
  .string({ error: 'UPI ID must be text.' })
  .trim()
  .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/, UPI_RULE)
export const blankAs = (blank: null | undefined) => (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? blank : v

export const RegistrationSettings = strictObject('registration', {
  open: z.boolean({ error: 'open must be true or false.' }).openapi({
    description:
      'Registration is open while this is true and today (India) is on or before the last-registration date.',
  }),
  upiVpa: z.preprocess(
    blankAs(undefined),
    upiVpaText
      .optional()
      .openapi({ description: "The account's UPI ID (VPA): the registrant's page offers a UPI link and QR code." }),
  ),
  gstPercent: z
    .number({ error: 'GST percent must be a number from 0 to 28.' })
    .min(0, 'GST percent must be a number from 0 to 28.')
    .max(28, 'GST percent must be a number from 0 to 28.')
    .openapi({ example: 18, description: 'The GST included in the fees; the receipt shows its part.' }),
  retentionDays: z
    .number({ error: 'Retention days must be a whole number from 30 to 3650.' })
    .refine(Number.isInteger, 'Retention days must be a whole number from 30 to 3650.')
    .refine((v) => v >= 30 && v <= 3650, 'Retention days must be a whole number from 30 to 3650.')
    .openapi({
      type: 'integer',
      example: 365,
      description: "Days after the conference's last day when registrants' contacts and payment details are erased.",
    }),
  note: optionalText('Registration note', 2000).openapi({
    description: 'Shown on the registration form and in the mail (e.g. what the fee covers).',
  }),
}).openapi('RegistrationSettings')
export type RegistrationSettings = z.infer<typeof RegistrationSettings>

export const DEFAULT_REGISTRATION: RegistrationSettings = { open: false, gstPercent: 18, retentionDays: 365 }
