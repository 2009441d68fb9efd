import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { asc, inArray } from 'drizzle-orm'
import { audited } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import type { Database } from '../../db/client'
import { papers, registrations } from '../../db/schema'
import { queueMail } from '../../mail/outbox'
import { linkContext, loadContext } from './registrations.context'
import { ACTIVE_STATUSES } from './registrations.queries'

// Every accepted paper has its registered author (issue 52 item 7): which papers no confirmed registration names
// yet, and one click to remind their authors. The authors' addresses are read here only, never answered.

const tags = ['Registrations']

const CoveredPaper = z.object({
  _id: z.string(),
  cmtId: z.string().nullable(),
  heading: z.string(),
  authors: z.array(z.string()),
  registrations: z.array(z.object({ code: z.string(), name: z.string(), status: z.string() })),
  covered: z.boolean().openapi({ description: 'At least one confirmed registration names the paper.' }),
})

export const papersCoverageRoute = createRoute({
  method: 'get',
  path: '/registrations/papers',
  operationId: 'registrationPapers',
  tags,
  summary: 'Each paper with the registrations that name it, and whether a confirmed one does (admin)',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  responses: {
    200: jsonResponse(
      'The papers, uncovered first.',
      z.object({ papers: z.array(CoveredPaper), uncovered: z.number().int() }).openapi('RegistrationPapers'),
    ),
    ...errorsOf(401, 503),
  },
})

export const remindAuthorsRoute = createRoute({
  method: 'post',
  path: '/registrations/remind-authors',
  operationId: 'remindAuthors',
  tags,
  summary: 'Mail the authors of every uncovered paper: register by the last registration date (admin)',
  description:
    'The mail `author-reminder` goes to the addresses of each uncovered paper (from the CMT import), once per ' +
    'address: an author of two uncovered papers gets one mail naming both. `dryRun: true` counts and sends nothing. ' +
    '`papersWithoutEmail` counts uncovered papers with no address. Recorded in the audit log.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(z.object({ dryRun: z.boolean().optional() }).openapi('RemindAuthorsInput')) },
  responses: {
    200: jsonResponse(
      'The reminders.',
      z
        .object({ message: z.string(), mails: z.number().int(), papersWithoutEmail: z.number().int() })
        .openapi('RemindAuthorsResult'),
    ),
    ...errorsOf(400, 401, 409, 413, 415, 503),
  },
})

async function coverage(db: Database) {
  const all = await db
    .select()
    .from(papers)
    .orderBy(asc(papers.cmtId), asc(papers.heading), asc(papers.createdAt), asc(papers.id))
  const regs = await db
    .select({
      code: registrations.code,
      name: registrations.name,
      status: registrations.status,
      paperIds: registrations.paperIds,
    })
    .from(registrations)
    .where(inArray(registrations.status, ACTIVE_STATUSES))
  const list = all.map((p) => {
    const naming = regs.filter((r) => r.paperIds.includes(p.id))
    return {
      paper: p,
      view: {
        _id: p.id,
        cmtId: p.cmtId,
        heading: p.heading,
        authors: p.authors,
        registrations: naming.map(({ code, name, status }) => ({ code, name, status })),
        covered: naming.some((r) => r.status === 'confirmed'),
      },
    }
  })
  list.sort((a, b) => Number(a.view.covered) - Number(b.view.covered))
  return list
}

export const papersCoverage: RouteHandler<typeof papersCoverageRoute, AppEnv> = async (c) => {
  const list = await coverage(c.get('db'))
  return c.json({ papers: list.map((l) => l.view), uncovered: list.filter((l) => !l.view.covered).length }, 200)
}

const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

export const remindAuthors: RouteHandler<typeof remindAuthorsRoute, AppEnv> = async (c) => {
  const { dryRun = false } = c.req.valid('json')
  const ctx = await loadContext(c.get('db'), c.get('now')())
  const link = `${linkContext(c).origin}/register`
  const lastDay = ctx.closesOn ? longDay(ctx.closesOn) : 'the last date of registration'
  const send = async (db: Database) => {
    const uncovered = (await coverage(db)).filter((l) => !l.view.covered).map((l) => l.paper)
    const byAddress = new Map<string, typeof uncovered>()
    for (const paper of uncovered)
      for (const address of paper.authorEmails) byAddress.set(address, [...(byAddress.get(address) ?? []), paper])
    if (!dryRun)
      for (const [to, own] of byAddress)
        await queueMail(db, {
          template: 'author-reminder',
          to,
          values: {
            paper: own.map((p) => p.heading).join('"; "'),
            paperId: own.map((p) => p.cmtId ?? '—').join(', '),
            lastDay,
            link,
          },
        })
    return { mails: byAddress.size, papersWithoutEmail: uncovered.filter((p) => p.authorEmails.length === 0).length }
  }
  const result = dryRun
    ? await send(c.get('db'))
    : await audited(c, async (tx, record) => {
        const sent = await send(tx)
        await record({ action: 'remind-authors', entity: 'registration', after: sent })
        return sent
      })
  const message = dryRun ? `${result.mails} authors would be reminded.` : `${result.mails} reminders queued.`
  return c.json({ message, ...result }, 200)
}
