import { z } from '@hono/zod-openapi'
import { email, optionalText, requiredText } from '../../api/fields'
import { REGISTRATION_STATUSES } from '../../db/schema'
import { CertificateKindSchema } from '../certificates/certificates.schemas'
import { calendarDay } from '../dates/dates.schemas'
import { BankDetails } from '../settings/settings.schemas'
import { gstinProblem, normaliseGstin } from './registrations.checks'

export const MAX_PAPERS = 5
export const MAX_ACCOMPANYING = 3

const PHONE_RULE = 'Phone must be a phone number: digits, spaces and + - ( ) only, e.g. +91 98765 43210.'
export const phone = requiredText('Phone', 40).regex(/^\+?[0-9(][0-9 ()-]{5,}$/, PHONE_RULE)

export const Billing = z
  .object({
    name: requiredText('Billing name'),
    gstin: z.preprocess(
      (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
      z
        .string({ error: 'GSTIN must be text.' })
        .transform(normaliseGstin)
        .superRefine((v, ctx) => {
          const problem = gstinProblem(v)
          if (problem) ctx.addIssue({ code: 'custom', message: problem })
        })
        .optional()
        .openapi({ example: '27AAPFU0939F1ZV', description: 'Checked by its shape and check character.' }),
    ),
    address: requiredText('Billing address', 500),
  })
  .openapi('RegistrationBilling', {
    description: 'Who the receipt is made out to (an institution paying, with its GSTIN); optional.',
  })

export const PaperIds = z
  .array(z.uuid({ error: 'Each paper must be the _id of a paper of the site.' }), {
    error: 'paperIds must be a list of paper ids.',
  })
  .max(MAX_PAPERS, `A registration names at most ${MAX_PAPERS} papers.`)
  .refine((ids) => new Set(ids).size === ids.length, 'A paper is named twice.')
  .openapi({ description: 'Accepted papers of the site (GET /papers/all?q=), at most 5; the first is in the fee.' })

const ACCOMPANYING_RANGE = `Accompanying persons must be a whole number from 0 to ${MAX_ACCOMPANYING}.`
export const Accompanying = z
  .number({ error: ACCOMPANYING_RANGE })
  .int(ACCOMPANYING_RANGE)
  .min(0, ACCOMPANYING_RANGE)
  .max(MAX_ACCOMPANYING, ACCOMPANYING_RANGE)

/** The contract's example registrant, also the one the tests register (registrations.fixtures.ts). */
export const REGISTRANT_EXAMPLE = {
  name: 'Asha Verma',
  email: 'asha@example.org',
  phone: '+91 98765 43210',
  institution: 'NIT Patna',
  country: 'India',
  category: 'academician',
  mode: 'in-person' as const,
  paperIds: ['3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f'],
  accompanying: 0,
  consent: true as const,
}

export const RegistrationInput = z
  .object({
    name: requiredText('Name').openapi({ example: 'Asha Verma' }),
    email: email('Email').openapi({ example: 'asha@example.org' }),
    phone: phone.openapi({ example: '+91 98765 43210' }),
    institution: requiredText('Institution').openapi({ example: 'NIT Patna' }),
    designation: optionalText('Designation', 100).openapi({ example: 'Research scholar' }),
    country: requiredText('Country', 100).openapi({ example: 'India' }),
    category: requiredText('Category', 40).openapi({
      description: "A fee row's `key` (GET /registrations/form lists them).",
      example: 'academician',
    }),
    mode: z.enum(['in-person', 'online'], { error: 'Mode must be in-person or online.' }),
    paperIds: PaperIds.default([]),
    accompanying: Accompanying.default(0),
    billing: Billing.optional(),
    consent: z.literal(true, {
      error: 'Please agree to the privacy notice: we need your details to register you.',
    }),
  })
  .openapi('RegistrationInput', {
    example: REGISTRANT_EXAMPLE,
  })
export type RegistrationInput = z.infer<typeof RegistrationInput>

export const Fee = z
  .object({
    currency: z.enum(['INR', 'USD']),
    tier: z.enum(['early', 'late']),
    items: z.array(z.object({ label: z.string(), amount: z.number() })),
    total: z.number().openapi({ description: 'Due, GST included.' }),
    gst: z.number().openapi({ description: 'The GST part of the total: total × p / (100 + p).' }),
    gstPercent: z.number(),
  })
  .openapi('RegistrationFee', {
    example: {
      currency: 'INR',
      tier: 'early',
      items: [{ label: 'Registration: Academicians (early fee)', amount: 7500 }],
      total: 7500,
      gst: 1144.07,
      gstPercent: 18,
    },
  })

const FeeCellView = z
  .union([z.object({ amount: z.number() }), z.object({ percent: z.number() }), z.null()])
  .openapi({ description: "An amount, a percentage of the registrant's own fee, or null (not offered)." })

export const RegistrationForm = z
  .object({
    open: z.boolean(),
    closesOn: z.string().nullable().openapi({ format: 'date', description: 'The last-registration date.' }),
    tier: z.enum(['early', 'late']),
    categories: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        currency: z.enum(['INR', 'USD']),
        fee: z.number(),
        additionalPaperFee: z.number().nullable(),
      }),
    ),
    accompanyingFee: z.object({ INR: FeeCellView, USD: FeeCellView }),
    privacyNotice: z.string(),
    note: z.string().optional(),
  })
  .openapi('RegistrationForm')

export const RegistrationStatus = z.enum(REGISTRATION_STATUSES).openapi({ example: 'awaiting-payment' })

const PaperRef = z.object({ _id: z.string(), cmtId: z.string().nullable(), heading: z.string() })

const Payment = z
  .object({
    utr: z.string().nullable(),
    amount: z.number().nullable(),
    paidOn: z.string().nullable(),
    payerName: z.string().nullable(),
  })
  .openapi('RegistrationPayment')

/** What the registrant sees of their own registration (and an admin of any). */
export const Registration = z
  .object({
    _id: z.string(),
    code: z.string().openapi({ example: 'R7K2QX' }),
    status: RegistrationStatus,
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    institution: z.string(),
    designation: z.string().nullable(),
    country: z.string(),
    category: z.string(),
    categoryLabel: z.string(),
    mode: z.enum(['in-person', 'online']),
    papers: z.array(PaperRef),
    accompanying: z.number().int(),
    billing: z.object({ name: z.string(), gstin: z.string().optional(), address: z.string() }).nullable(),
    fee: Fee,
    payment: Payment.nullable(),
    reason: z.string().nullable().openapi({ description: 'Why it needs attention or was cancelled.' }),
    receipt: z
      .object({ number: z.string().openapi({ example: 'ICNARI2027/R/0001' }), issuedAt: z.string() })
      .nullable()
      .openapi({ description: 'Once confirmed; the PDF is GET /registrations/self/{token}/receipt.pdf.' }),
    createdAt: z.string(),
  })
  .openapi('Registration')

export const RegistrationCreated = z
  .object({
    message: z.string(),
    registration: z.object({
      code: z.string(),
      status: z.literal('awaiting-payment'),
      fee: Fee,
      statusUrl: z.string().openapi({
        description: "The registrant's own page (a random token of 256 bits); keep it private.",
        example: 'https://icnari.example.org/registration/Xq2…',
      }),
    }),
  })
  .openapi('RegistrationCreated')

export const PayTo = z
  .object({
    bank: BankDetails,
    upi: z
      .object({
        vpa: z.string(),
        link: z.string().openapi({ example: 'upi://pay?pa=nitpatna@sbi&pn=NIT%20Patna&am=7500.00&cu=INR&tn=R7K2QX' }),
      })
      .nullable(),
    remark: z.string().openapi({ description: 'What to write in the remark: the registration code.' }),
  })
  .openapi('RegistrationPayTo')

export const Ticket = z
  .object({
    ticket: z.string().openapi({ description: 'At least 128 random bits.', example: 'k3Jx…' }),
    url: z.string().openapi({
      description: 'What the QR encodes: `<public origin>/check-in/<ticket>`, shown at the registration desk.',
      example: 'https://icnari.example.org/check-in/k3Jx…',
    }),
  })
  .openapi('RegistrationTicket')

export const OwnCertificate = z
  .object({
    code: z.string().openapi({ example: '7K3QH9X2MD' }),
    kind: CertificateKindSchema,
    paper: z.object({ id: z.string(), title: z.string() }).nullable(),
    issuedAt: z.iso.datetime(),
    status: z.enum(['valid', 'revoked']),
    verifyUrl: z.string().openapi({
      description: 'Where anyone checks it: `<public origin>/verify/<code>`. The PDF is `/certificates/{code}.pdf`.',
      example: 'https://icnari.example.org/verify/7K3QH9X2MD',
    }),
  })
  .openapi('RegistrationOwnCertificate')

export const SelfView = z
  .object({
    registration: Registration,
    payTo: PayTo,
    ticket: Ticket.nullable().openapi({ description: 'Once the payment is confirmed: the check-in QR.' }),
    certificates: z
      .array(OwnCertificate)
      .openapi({ description: 'The certificates issued from this registration (participation, presentation).' }),
  })
  .openapi('RegistrationSelf')

export const TokenParam = z.object({
  token: z.string().openapi({ param: { name: 'token', in: 'path' }, example: 'kq3Yd…' }),
})

export const PaymentClaim = z
  .object({
    utr: requiredText('UTR', 60).openapi({ example: '412345678901' }),
    amount: z
      .number({ error: 'Amount must be a number greater than 0.' })
      .positive('Amount must be a number greater than 0.')
      .max(10_000_000, 'Amount must be at most 10000000.')
      .openapi({ example: 7500 }),
    paidOn: calendarDay('Paid on'),
    payerName: requiredText('Payer name').openapi({ example: 'Asha Verma' }),
  })
  .openapi('PaymentClaim')

export const PaymentClaimed = z
  .object({ message: z.string(), registration: Registration, warnings: z.array(z.string()) })
  .openapi('PaymentClaimed')

export const RegistrationSaved = z
  .object({ message: z.string(), registration: Registration })
  .openapi('RegistrationSaved')

export const ResendInput = z.object({ email: email('Email') }).openapi('RegistrationResendInput')
