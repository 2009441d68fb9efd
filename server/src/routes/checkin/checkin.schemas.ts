import { z } from '@hono/zod-openapi'
import { RegistrationStatus } from '../registrations/registrations.schemas'

// The registration desk at the venue (issue 53 item 2): what a volunteer's phone sends and shows.

const PaperRef = z.object({ _id: z.string(), cmtId: z.string().nullable(), heading: z.string() })

/** The card at the desk: who it is and whether they have paid; never their contacts or payment details. */
export const CheckInCard = z
  .object({
    _id: z.string(),
    code: z.string().openapi({ example: 'R7K2QX' }),
    name: z.string(),
    institution: z.string(),
    category: z.string().openapi({ description: "The fee category's label.", example: 'Academician' }),
    papers: z.array(PaperRef),
    mode: z.enum(['in-person', 'online']),
    accompanying: z.number().int(),
    status: RegistrationStatus,
    paymentConfirmed: z.boolean().openapi({ description: 'False: the card is shown in red.' }),
    checkIn: z
      .object({ at: z.string(), by: z.string() })
      .nullable()
      .openapi({ description: "Today's check-in at the desk (the day in India), if any." }),
  })
  .openapi('CheckInCard')

export const CheckInInput = z
  .object({
    ticket: z.string().min(1).max(200).optional().openapi({ description: 'From the QR: `/check-in/<ticket>`.' }),
    registrationId: z.string().max(60).optional().openapi({ description: 'From a search result.' }),
    force: z.boolean().optional().openapi({ description: 'Check in even though the payment is not confirmed.' }),
  })
  .openapi('CheckInInput')

export const CheckInDone = z
  .object({
    message: z.string().openapi({ example: 'Asha Verma (R7K2QX) is checked in.' }),
    checkIn: z.object({ at: z.string(), by: z.string() }),
    registration: CheckInCard,
  })
  .openapi('CheckInDone')

export const CheckInSummary = z
  .object({
    confirmed: z.number().int().openapi({ description: 'Confirmed registrations.' }),
    checkedIn: z.number().int().openapi({ description: 'Registrations checked in at the desk on any day.' }),
    byDay: z.array(z.object({ day: z.string().openapi({ example: '2027-03-06' }), count: z.number().int() })),
  })
  .openapi('CheckInSummary')

export const CheckInSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'Type at least 2 characters of a name, a registration code or an e-mail address.')
    .max(100)
    .openapi({ param: { name: 'q', in: 'query' }, example: 'asha' }),
})

export const CheckInSearchResult = z
  .object({ results: z.array(CheckInCard).openapi({ description: 'At most 20, by name.' }) })
  .openapi('CheckInSearchResult')
