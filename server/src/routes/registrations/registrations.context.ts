import type { Context } from 'hono'
import { registrationOpen } from '../../../../common/phase'
import type { AppEnv } from '../../api/create-router'
import { HttpError } from '../../api/errors'
import type { Database } from '../../db/client'
import { dateWithRole, todayInIndia } from '../dates/dates.queries'
import { readSettings } from '../settings/settings.queries'
import type { EventSettings } from '../settings/settings.schemas'
import type { LinkContext } from './registrations.desk'
import { type Tier, tierOn } from './registrations.fees'

/** What every registration answer reads: the settings, today's fee tier and whether registration is open. */
export interface RegistrationContext {
  settings: EventSettings
  rows: (EventSettings['fees']['rows'][number] & { key: string })[]
  tier: Tier
  closesOn: string | null
  open: boolean
  acronym: string
}

const NOT_SET = 'The event settings have not been set yet: registration is not possible.'

export async function loadContext(db: Database, now: Date): Promise<RegistrationContext> {
  const settings = await readSettings(db)
  if (!settings) throw new HttpError(409, NOT_SET)
  const early = await dateWithRole(db, 'early-registration')
  const last = await dateWithRole(db, 'last-registration')
  const closesOn = last?.date ?? null
  // The rule the site's pages follow too (common/phase.ts).
  const open = registrationOpen(
    settings.registration.open,
    last ? [{ ...last, role: 'last-registration' }] : [],
    todayInIndia(now),
  )
  return {
    settings,
    // readSettings gives every row its key (settings.queries.ts withFeeKeys).
    rows: settings.fees.rows as RegistrationContext['rows'],
    tier: tierOn(now, early?.date),
    closesOn,
    open,
    acronym: settings.conference.acronym,
  }
}

/** The registrant's links point at the site's public origin (PUBLIC_URL or the edition's), else the request's. */
export function linkContext(c: Context<AppEnv>): LinkContext {
  return { origin: c.get('publicOrigin') || c.get('requestOrigin'), secretKey: c.get('secretKey') }
}

export const PRIVACY_NOTICE =
  'What we collect: your name, e-mail address, phone, institution, designation, country, the papers you name, ' +
  'billing details if you give them, and the details of your payment (UTR, amount, date, payer name). ' +
  'Why: to register you, match your payment with the bank statement, send your receipt and certificate, and ' +
  'check that each accepted paper has a registered author. Who sees it: only the organisers of the conference ' +
  '(and you, on your own registration page). How long: your e-mail, phone, billing and payment details are ' +
  'erased a set time after the conference (see below); your name, institution, category, papers and receipt ' +
  'number are kept for certificates and accounts. Withdrawing before your payment is confirmed erases your ' +
  'personal data at once.'
