import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { TestContext } from '../../../test/context'
import { mailOutbox, papers, registrations } from '../../db/schema'

// Shared by the registration desk's tests: papers to name, a registration body, reading what was mailed.

export const BODY = {
  name: 'Asha Verma',
  email: 'asha@example.org',
  phone: '+91 98765 43210',
  institution: 'NIT Patna',
  country: 'India',
  category: 'academician',
  mode: 'in-person',
  paperIds: [] as string[],
  accompanying: 0,
  consent: true,
}

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
