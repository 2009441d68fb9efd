import { createRoute, z } from '@hono/zod-openapi'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import {
  Fee,
  PaymentClaim,
  PaymentClaimed,
  RegistrationCreated,
  RegistrationForm,
  RegistrationInput,
  RegistrationSaved,
  ResendInput,
  SelfView,
  TokenParam,
} from './registrations.schemas'

const tags = ['Registrations']

// The public side of the registration desk (issue 52 items 3 and 4); the organisers' side is in registrations.desk-routes.ts.

export const registrationForm = createRoute({
  method: 'get',
  path: '/registrations/form',
  operationId: 'registrationForm',
  security: [],
  tags,
  summary: 'What the registration form needs: open or not, the fee tier today, the categories and their fees',
  description:
    'Registration is open while `settings.registration.open` is true and today (India) is on or before the ' +
    '`last-registration` date (`closesOn`). `tier` is `early` on or before the `early-registration` date (that whole ' +
    "day, India time), else `late`. Each category's `fee` is for one paper; `additionalPaperFee` each paper after " +
    'the first (null: one paper only). `accompanyingFee` per currency: an amount, a percentage of the own fee, or null.',
  responses: {
    200: jsonResponse('The form.', RegistrationForm),
    ...errorsOf(409, 503),
  },
})

export const quoteRegistration = createRoute({
  method: 'post',
  path: '/registrations/quote',
  operationId: 'quoteRegistration',
  security: [],
  tags,
  summary: 'The fee of a registration, saving nothing (the form shows it live)',
  description:
    'The registration body (as for `POST /registrations`); the fee is worked out from `category`, the number of ' +
    '`paperIds` and `accompanying`. Fees include GST; `gst` is its part.',
  request: { body: jsonBody(RegistrationInput) },
  responses: {
    200: jsonResponse('The fee.', z.object({ fee: Fee }).openapi('RegistrationQuote')),
    ...errorsOf(400, 409, 413, 415, 503),
  },
})

export const createRegistration = createRoute({
  method: 'post',
  path: '/registrations',
  operationId: 'createRegistration',
  security: [],
  tags,
  summary: "Register (public): answers the code, the fee and the link to the registrant's own page",
  description:
    "The mail `registration-received` goes to `email` with the code, the fee, how to pay and the page's link. " +
    '`statusUrl` carries a random token of 256 bits (never derived from the code): whoever has it sees the ' +
    'registration. A GSTIN is checked by shape and check character. 409 `Registration is closed.` after the ' +
    'last-registration date or while registration is not open; 409 when an active registration has this e-mail ' +
    'address (a new link to it is mailed to that address). At most 10 registrations per client address per hour: 429.',
  request: { body: jsonBody(RegistrationInput) },
  responses: {
    201: jsonResponse('Registered, awaiting payment.', RegistrationCreated),
    ...errorsOf(400, 409, 413, 415, 429, 503),
  },
})

export const resendLink = createRoute({
  method: 'post',
  path: '/registrations/resend-link',
  operationId: 'resendRegistrationLink',
  security: [],
  tags,
  summary: "Mail a new link to a registrant's page",
  description:
    'Always 202, whether or not an active registration has this address (no one learns who registered). When one ' +
    'has, a new link is mailed to it and the old link stops working. At most 3 mails an hour per address; at most ' +
    '10 requests an hour per client address (429).',
  request: { body: jsonBody(ResendInput) },
  responses: {
    202: jsonResponse('Accepted.', z.object({ message: z.string() })),
    ...errorsOf(400, 413, 415, 429, 503),
  },
})

const PRIVATE =
  "The registrant's own data: answered with `Cache-Control: no-store`, `Referrer-Policy: no-referrer` and " +
  '`X-Robots-Tag: noindex`. An unknown token is 404.'

export const getOwnRegistration = createRoute({
  method: 'get',
  path: '/registrations/self/{token}',
  operationId: 'getOwnRegistration',
  security: [],
  tags,
  summary: "The registrant's own registration and how to pay",
  description: `${PRIVATE} \`payTo\` holds the bank details and, with \`upiVpa\` set and a fee in INR, a \`upi://pay\` link.`,
  request: { params: TokenParam },
  responses: {
    200: jsonResponse('The registration.', SelfView),
    ...errorsOf(404, 409, 503),
  },
})

export const claimPayment = createRoute({
  method: 'post',
  path: '/registrations/self/{token}/payment',
  operationId: 'claimRegistrationPayment',
  security: [],
  tags,
  summary: 'Enter the payment made (UTR, amount, day, payer): status `payment-claimed`',
  description:
    `${PRIVATE} The UTR is normalised (spaces and hyphens removed, upper case): 12 digits (UPI, IMPS), 4 letters + 12 ` +
    '(NEFT) and 22 characters (RTGS) are the known shapes; another shape, or an amount other than the fee, is ' +
    'accepted with a warning. A UTR entered for another active registration is 409; so is a registration already ' +
    'confirmed, withdrawn or cancelled.',
  request: { params: TokenParam, body: jsonBody(PaymentClaim) },
  responses: {
    201: jsonResponse('The payment is recorded.', PaymentClaimed),
    ...errorsOf(400, 404, 409, 413, 415, 503),
  },
})

export const withdrawRegistration = createRoute({
  method: 'post',
  path: '/registrations/self/{token}/withdraw',
  operationId: 'withdrawRegistration',
  security: [],
  tags,
  summary: 'Withdraw before confirmation: the personal data is erased, status `withdrawn`',
  description: `${PRIVATE} A confirmed, cancelled or withdrawn registration is 409.`,
  request: { params: TokenParam },
  responses: {
    200: jsonResponse('Withdrawn.', RegistrationSaved),
    ...errorsOf(404, 409, 503),
  },
})

export const ownReceipt = createRoute({
  method: 'get',
  path: '/registrations/self/{token}/receipt.pdf',
  operationId: 'registrationReceipt',
  security: [],
  tags,
  summary: 'The receipt as PDF, once the payment is confirmed (404 before)',
  description: PRIVATE,
  request: { params: TokenParam },
  responses: {
    200: {
      description: 'The receipt.',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    },
    ...errorsOf(404, 503),
  },
})
