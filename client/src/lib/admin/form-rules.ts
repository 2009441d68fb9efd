import {
  isHttpUrl,
  LIMITS,
  MAX_IMAGE_BYTES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '@common/field-rules'
import { z } from 'zod'
import { splitComma } from '@/lib/utils'

// Field rules of the admin forms: the API's caps and link rule (common/field-rules.ts, read by both sides) and its
// wording ("Name is required."), so the form catches what the server would refuse before anything is sent.

export { isHttpUrl, LIMITS, MAX_IMAGE_BYTES }

/** The image types the API accepts (it recognises them by their bytes and refuses anything else with 415). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const
export const IMAGE_TYPE_MESSAGE = 'Please choose a PNG, JPEG, WebP, GIF or AVIF image.'
export const IMAGE_SIZE_MESSAGE = 'The image must be at most 5 MB.'

export function requiredText(label: string, max: number = LIMITS.short) {
  return z.string().trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`)
}

/**
 * A password an admin chooses, within the API's length bounds (whether it is too common only the server knows: its
 * list is not shipped to browsers). `requiredMessage`: what an empty field says instead of the length rule.
 */
export function chosenPassword(requiredMessage?: string) {
  const text = requiredMessage ? z.string().min(1, requiredMessage) : z.string()
  return text.min(PASSWORD_MIN, PASSWORD_TOO_SHORT).max(PASSWORD_MAX, PASSWORD_TOO_LONG)
}

export function optionalText(label: string, max: number = LIMITS.short) {
  return z.string().trim().max(max, `${label} must be at most ${max} characters.`)
}

/** An optional link: '' means none; otherwise an absolute http(s) URL (the API refuses javascript: and the like). */
export function optionalHttpUrl(label: string) {
  return z
    .string()
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters.`)
    .refine((v) => v === '' || isHttpUrl(v), `${label} must be a valid URL starting with http:// or https://.`)
}

/** Comma-separated text that must hold at least one item, each within the API's caps. */
export function commaList(label: string) {
  return z.string().superRefine((value, ctx) => {
    const items = splitComma(value)
    if (items.length === 0) ctx.addIssue({ code: 'custom', message: `${label} is required.` })
    else if (items.length > LIMITS.listItems)
      ctx.addIssue({ code: 'custom', message: `${label} may have at most ${LIMITS.listItems} items.` })
    else if (items.some((s) => s.length > LIMITS.listItem))
      ctx.addIssue({ code: 'custom', message: `Each item of ${label} must be at most ${LIMITS.listItem} characters.` })
  })
}

export function email(label = 'Email') {
  return z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(LIMITS.email, `${label} must be at most ${LIMITS.email} characters.`)
    .pipe(z.email('Please enter a valid email address.'))
}

/** The first file of a file input's value (RHF gives a FileList; tests may give an array). */
export function firstFile(value: unknown): File | undefined {
  if (value && typeof value === 'object' && 'length' in value && (value as ArrayLike<unknown>).length > 0) {
    const f = (value as ArrayLike<unknown>)[0]
    return f instanceof File ? f : undefined
  }
  return undefined
}

function checkImage(file: File, ctx: z.RefinementCtx) {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    ctx.addIssue({ code: 'custom', message: IMAGE_TYPE_MESSAGE })
  else if (file.size > MAX_IMAGE_BYTES) ctx.addIssue({ code: 'custom', message: IMAGE_SIZE_MESSAGE })
}

/** A file input that must hold one image. */
export function requiredImage(message: string) {
  return z.custom<FileList | File[] | undefined>().superRefine((value, ctx) => {
    const file = firstFile(value)
    if (!file) ctx.addIssue({ code: 'custom', message })
    else checkImage(file, ctx)
  })
}

/** A file input that may hold one image (e.g. "keep the current photo" on an update). */
export function optionalImage() {
  return z.custom<FileList | File[] | undefined>().superRefine((value, ctx) => {
    const file = firstFile(value)
    if (file) checkImage(file, ctx)
  })
}

export const PRIORITY_EMPTY = 'Please enter a priority value.'
export const PRIORITY_INVALID = 'Please enter a valid number for priority.'
export const PRIORITY_MAX = 1_000_000

/** Reads a priority typed by an admin: a whole number from 0, else the message that says so. */
export function parsePriority(raw: string): { ok: true; value: number } | { ok: false; message: string } {
  const v = raw.trim()
  if (v === '') return { ok: false, message: PRIORITY_EMPTY }
  if (!/^\d+$/.test(v)) return { ok: false, message: PRIORITY_INVALID }
  const n = Number(v)
  if (!Number.isSafeInteger(n) || n > PRIORITY_MAX) return { ok: false, message: PRIORITY_INVALID }
  return { ok: true, value: n }
}

/** `2031-03-06T10:30` from <input type="datetime-local">, read as India time → `2031-03-06T10:30:00+05:30`. */
export function indiaLocalToIso(local: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(local.trim())
  if (!m) throw new Error(`Not a datetime-local value: ${local}`)
  return `${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}+05:30`
}

/** The inverse of indiaLocalToIso: an instant as `2031-03-06T10:30` in India time, for <input type="datetime-local">. */
export function isoToIndiaLocal(iso: string): string {
  const t = new Date(new Date(iso).getTime() + 5.5 * 3_600_000)
  return t.toISOString().slice(0, 16)
}

export function isDateTimeLocal(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim())
  if (!m) return false
  return !Number.isNaN(new Date(indiaLocalToIso(value)).getTime())
}

/** After a successful update of a speaker or member, back to its list after 1 second. */
export const REDIRECT_AFTER_UPDATE_MS = 1000

/**
 * Clears a submitted form's native state (file inputs above all, which react-hook-form's reset leaves holding
 * the last file); call it before `reset(EMPTY)`, which then sets every field's value.
 */
export function clearNativeForm(event: { target: unknown } | undefined): void {
  const form = event?.target
  if (form instanceof HTMLFormElement) form.reset()
}
