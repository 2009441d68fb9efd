import type { RouteHandler, z } from '@hono/zod-openapi'
import { actorOf, recordAudit } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError } from '../../api/errors'
import { readToken, requireAdmin } from '../../api/require-admin'
import { PUBLIC_CACHE_CONTROL } from '../../cache/headers'
import { markReviewed } from '../editions/editions.queries'
import * as queries from './settings.queries'
import type * as routes from './settings.routes'
import { EventSettings, type EventSettingsPatch } from './settings.schemas'

const NOT_SET =
  'The event settings have not been set yet: an admin sets them with PATCH /api/settings, sending every field.'

/** A failed check as the usual 400 `{ message, issues }` (the shape createRouter's hook gives). */
function invalid(error: z.ZodError): HttpError {
  const issues = error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(body)', message: i.message }))
  return new HttpError(400, issues.map((i) => `${i.path}: ${i.message}`).join(' '), issues)
}

/** Only the fields given: a key left out or undefined keeps the stored value. */
function given<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>
}

/** The stored document with the patch applied: `conference`, `links`, `bank`, `registration`, `phases` and `organiser` merged field by field, the rest replaced. */
export function mergeSettings(current: Partial<EventSettings>, patch: EventSettingsPatch): unknown {
  const { conference, links, bank, registration, phases, organiser, ...rest } = patch
  const merged: Record<string, unknown> = { ...current, ...given(rest) }
  if (conference) merged.conference = { ...current.conference, ...given(conference) }
  if (links) merged.links = { ...current.links, ...given(links) }
  if (bank) {
    const nextBank: Record<string, unknown> = { ...current.bank, ...given(bank) }
    if (bank.swift === null) delete nextBank.swift
    merged.bank = nextBank
  }
  if (registration) {
    const next: Record<string, unknown> = { ...current.registration, ...given(registration) }
    for (const field of ['upiVpa', 'note'] as const) if (registration[field] === null) delete next[field]
    merged.registration = next
  }
  if (phases) merged.phases = { ...current.phases, ...given(phases) }
  if (organiser) merged.organiser = { ...current.organiser, ...given(organiser) }
  return merged
}

export const getSettings: RouteHandler<typeof routes.getSettings, AppEnv> = async (c) => {
  // The bank details only for a signed-in admin; a token that is sent is checked like on every admin call.
  const asAdmin = readToken((name) => c.req.header(name)) !== undefined
  if (asAdmin) await requireAdmin(c, async () => {})
  const settings = await queries.readSettings(c.get('db'))
  if (!settings) throw new HttpError(404, NOT_SET)
  // One URL, two answers: a shared cache must not hand the public one to an admin, or keep the admin's.
  c.header('Vary', 'token, Authorization', { append: true })
  if (asAdmin) return c.json({ settings }, 200)
  c.header('Cache-Control', PUBLIC_CACHE_CONTROL)
  return c.json({ settings: queries.publicView(settings) }, 200)
}

export const updateSettings: RouteHandler<typeof routes.updateSettings, AppEnv> = async (c) => {
  const patch = c.req.valid('json')
  const settings = await c.get('db').transaction(async (tx) => {
    const before = await queries.lockSettings(tx)
    const checked = EventSettings.safeParse(mergeSettings(before ?? {}, patch))
    if (!checked.success) throw invalid(checked.error)
    // A new fee row gets its stable key now: registrations store it, so it must not change with the name.
    const data = { ...checked.data, fees: { rows: queries.withFeeKeys(checked.data.fees.rows) } }
    await queries.saveSettings(tx, data)
    // Fees and hotels carried from the last edition stop being flagged once an organiser saves them.
    await markReviewed(
      tx,
      (['fees', 'hotels'] as const).filter((field) => patch[field] !== undefined),
    )
    await recordAudit(tx, {
      actor: actorOf(c),
      action: 'update',
      entity: 'settings',
      entityId: '1',
      before: before ?? null,
      after: data,
    })
    return data
  })
  return c.json({ message: 'Settings saved.', settings }, 200)
}
