import { HttpError } from '../../api/errors'
import type { Database } from '../../db/client'
import type { RegistrationContext } from './registrations.context'
import { money } from './registrations.desk'
import { computeFee, type Fee, FeeProblem, gstPartMinor, toMajor, toMinor } from './registrations.fees'
import { checkPapers } from './registrations.public'
import * as queries from './registrations.queries'

// An organiser's correction of what the fee depends on (category, papers, accompanying persons), and the fee
// override: the fee is worked out again from the settings' table in the tier the registration was made in.

export interface FeeChange {
  category?: string
  paperIds?: string[]
  accompanying?: number
  /** A fee override (needs a reason): replaces the total worked out. */
  total?: number
  reason?: string
}

function recomputed(ctx: RegistrationContext, row: queries.RegistrationRow, change: FeeChange): Fee {
  const fee = queries.feeOf(row)
  const request = {
    category: change.category ?? row.category,
    papers: (change.paperIds ?? row.paperIds).length,
    accompanying: change.accompanying ?? row.accompanying,
  }
  // What the fee depends on is unchanged (another paper in place of one): the fee quoted stays, overrides and all.
  if (
    request.category === row.category &&
    request.papers === row.paperIds.length &&
    request.accompanying === row.accompanying
  )
    return fee
  try {
    return computeFee(ctx.rows, request, fee.tier, ctx.settings.registration.gstPercent)
  } catch (err) {
    if (err instanceof FeeProblem)
      throw new HttpError(400, `${err.path}: ${err.message}`, [{ path: err.path, message: err.message }])
    throw err
  }
}

function overridden(fee: Fee, total: number, reason: string | undefined): Fee {
  return {
    ...fee,
    items: [...fee.items, { label: `Adjusted: ${reason}`, amount: toMajor(toMinor(total) - toMinor(fee.total)) }],
    total,
    gst: toMajor(gstPartMinor(toMinor(total), fee.gstPercent)),
  }
}

const sameFee = (a: Fee, b: Fee) => a.total === b.total && JSON.stringify(a.items) === JSON.stringify(b.items)

/**
 * The columns a correction sets: the category (and its label), papers, accompanying persons, and the fee worked out
 * again or overridden. A confirmed registration's fee is the one its receipt states: a change to it is 409.
 */
export async function feeCorrection(
  tx: Database,
  ctx: RegistrationContext,
  row: queries.RegistrationRow,
  change: FeeChange,
) {
  if (change.paperIds) await checkPapers(tx, change.paperIds)
  const current = queries.feeOf(row)
  const worked = recomputed(ctx, row, change)
  const fee = change.total === undefined ? worked : overridden(worked, change.total, change.reason)
  const feeChanged = !sameFee(fee, current)
  if (feeChanged && row.status === 'confirmed' && change.total === undefined)
    throw new HttpError(
      409,
      `Registration ${row.code} is confirmed: its fee is what receipt ${queries.receiptLabel(ctx.acronym, row.receiptNumber ?? 0)} states (${money(current.currency, current.total)}), and this change would make it ${money(fee.currency, fee.total)}. Leave the category, papers and accompanying persons as they are, or cancel the registration and register anew.`,
    )
  const category = ctx.rows.find((r) => r.key === change.category)
  return {
    ...(change.category !== undefined && category ? { category: category.key, categoryLabel: category.category } : {}),
    ...(change.paperIds !== undefined ? { paperIds: change.paperIds } : {}),
    ...(change.accompanying !== undefined ? { accompanying: change.accompanying } : {}),
    ...(feeChanged ? { fee, totalMinor: toMinor(fee.total), currency: fee.currency } : {}),
  }
}
