import { z } from '@hono/zod-openapi'
import { email, optionalText, PaginationQuery, requiredText } from '../../api/fields'
import { Accompanying, Billing, PaperIds, phone, Registration, RegistrationStatus } from './registrations.schemas'

// What the organisers' desk sends and reads: actions with their reasons, a registration with its history, the list
// and the corrections.
export const Reason = z.object({ reason: requiredText('Reason', 500) }).openapi('RegistrationReason')
export const ConfirmInput = z.object({ note: optionalText('Note', 500) }).openapi('RegistrationConfirmInput')

export const HistoryEntry = z.object({
  at: z.string(),
  by: z.string().openapi({ description: 'The admin\'s name, "registrant" or "bank statement".' }),
  action: z.string(),
  note: z.string().optional(),
})

export const AdminRegistration = Registration.extend({ history: z.array(HistoryEntry) }).openapi('AdminRegistration')

export const RegistrationListQuery = PaginationQuery.extend({
  status: RegistrationStatus.optional().openapi({ param: { name: 'status', in: 'query' } }),
  category: z
    .string()
    .max(40)
    .optional()
    .openapi({ param: { name: 'category', in: 'query' } }),
  q: z
    .string()
    .max(200)
    .optional()
    .openapi({ param: { name: 'q', in: 'query' }, description: 'Code, name, e-mail, institution or UTR contains it.' }),
})

export const RegistrationList = z
  .object({
    data: z.array(Registration),
    totalCount: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totals: z.object({
      byStatus: z.record(z.string(), z.number().int()),
      byCategory: z.record(z.string(), z.number().int()),
      confirmedAmount: z.object({ INR: z.number(), USD: z.number() }),
    }),
  })
  .openapi('RegistrationList')

export const RegistrationPatch = z
  .object({
    name: requiredText('Name').optional(),
    email: email('Email').optional(),
    phone: phone.optional(),
    institution: requiredText('Institution').optional(),
    designation: optionalText('Designation', 100),
    country: requiredText('Country', 100).optional(),
    mode: z.enum(['in-person', 'online']).optional(),
    category: requiredText('Category', 40)
      .optional()
      .openapi({ description: "A fee row's `key`: the fee is worked out again (with the registration's tier)." }),
    paperIds: PaperIds.optional(),
    accompanying: Accompanying.optional(),
    billing: Billing.nullable().optional(),
    total: z
      .number({ error: 'Total must be a number of 0 or more.' })
      .min(0, 'Total must be a number of 0 or more.')
      .max(10_000_000)
      .optional()
      .openapi({ description: 'A fee override (a waiver, an agreed amount): needs `reason`.' }),
    reason: optionalText('Reason', 500),
  })
  .refine((v) => v.total === undefined || v.reason !== undefined, {
    path: ['reason'],
    message: 'A fee override needs a reason.',
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Send at least one field to change.')
  .openapi('RegistrationPatch')
