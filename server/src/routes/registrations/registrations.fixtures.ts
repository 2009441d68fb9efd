import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { TestContext } from '../../../test/context'
import { mailOutbox, papers, registrations } from '../../db/schema'
import { REGISTRANT_EXAMPLE } from './registrations.schemas'

// Shared by the registration desk's tests: papers to name, a registration body, reading what was mailed.

export const BODY = { ...REGISTRANT_EXAMPLE, paperIds: [] as string[] }

export async function addPapers(ctx: TestContext, n: number, emails: string[][] = []) {
  const rows = await ctx.db.handle.db
    .insert(papers)
    .values(
      Array.from({ length: n }, (_, i) => ({
        heading: `Paper ${i + 1} on adaptive grids`,
        authors: [`Author ${i + 1}`],
        content: 'Abstract.',
        cmtId: String(100 + i),
        authorEmails: emails[i] ?? [],
      })),
    )
    .returning()
  return rows.map((r) => r.id)
}

export async function openRegistration(ctx: TestContext, token: string, extra: Record<string, unknown> = {}) {
  const res = await ctx.request('/settings', {
    method: 'PATCH',
    json: { registration: { open: true, upiVpa: 'nitpatna@sbi', ...extra } },
    token,
  })
  expect(res.status).toBe(200)
}

/** A desk to register against: the admin's token, `n` papers to name, registration open. */
export async function openDesk(ctx: TestContext, n = 0) {
  const admin = await ctx.login()
  const paperIds = await addPapers(ctx, n)
  await openRegistration(ctx, admin)
  return { admin, paperIds }
}

/** Certificate wording that names the registrant, the conference and the paper: set before issuing from the desk. */
export async function setCertificateWording(ctx: TestContext, token: string) {
  const certificates = {
    title: 'Certificate',
    participationText: '{{name}} took part in {{conference}}.',
    presentationText: '{{name}} presented “{{paperTitle}}”.',
    signatories: [],
    logoUrl: '',
    backgroundUrl: '',
  }
  const res = await ctx.request('/settings', { method: 'PATCH', token, json: { certificates } })
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
}

export async function register(ctx: TestContext, overrides: Record<string, unknown> = {}, ip = '203.0.113.7') {
  return ctx.request('/registrations', {
    method: 'POST',
    json: { ...BODY, ...overrides },
    headers: { 'x-forwarded-for': ip },
  })
}

/** Registers and answers the code, the page token and the id. */
export async function registered(ctx: TestContext, overrides: Record<string, unknown> = {}, ip?: string) {
  const res = await register(ctx, overrides, ip)
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  const body = await res.json()
  const token = new URL(body.registration.statusUrl).pathname.split('/').pop()!
  const [row] = await ctx.db.handle.db
    .select()
    .from(registrations)
    .where(eq(registrations.code, body.registration.code))
  return { code: body.registration.code as string, token, id: row!.id, body }
}

export async function mailsTo(ctx: TestContext, to: string, template?: string) {
  return ctx.db.handle.db
    .select()
    .from(mailOutbox)
    .where(template ? and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)) : eq(mailOutbox.to, to))
    .orderBy(mailOutbox.createdAt)
}

export async function claim(ctx: TestContext, token: string, json: Record<string, unknown>) {
  return ctx.request(`/registrations/self/${token}/payment`, {
    method: 'POST',
    json: { amount: 7500, paidOn: '2026-01-20', payerName: 'Asha Verma', ...json },
  })
}
