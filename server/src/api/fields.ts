import { z } from '@hono/zod-openapi'
import {
  controlCharacterRule,
  hasNoControlCharacters,
  isHttpUrl,
  LIMITS,
  normaliseHttpUrl,
} from '../../../common/field-rules'

export { isHttpUrl, LIMITS, normaliseHttpUrl }

// Field builders shared by every resource so each rule (trim, caps, messages) is written once.

interface TextOptions {
  /** Refuse control characters (line breaks, tabs…), even at either end: a name quoted in one-line places. */
  oneLine?: boolean
}

/** A string, refusing control characters first (before trimming) when `oneLine`. */
function textOf(error: string, label: string, { oneLine = false }: TextOptions) {
  const text = z.string({ error })
  return oneLine ? text.refine((v) => hasNoControlCharacters(v), controlCharacterRule(label)) : text
}

/** A required, trimmed text with a cap; the messages name the field as a person would. */
export function requiredText(label: string, max: number = LIMITS.short, options: TextOptions = {}) {
  return textOf(`${label} is required.`, label, options)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
}

/** An optional text: absent, null and '' all mean "not given". */
export function optionalText(label: string, max: number = LIMITS.short, options: TextOptions = {}) {
  return z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    textOf(`${label} must be text.`, label, options)
      .trim()
      .max(max, `${label} must be at most ${max} characters.`)
      .optional(),
  )
}

/** A required text on one line: control characters (line breaks, tabs…) refused with a 400 naming the field. */
export const oneLineText = (label: string, max: number = LIMITS.short) => requiredText(label, max, { oneLine: true })

/** An optional text on one line (absent, null and '' mean "not given"). */
export const optionalOneLineText = (label: string, max: number = LIMITS.short) =>
  optionalText(label, max, { oneLine: true })

/** An absolute http(s) URL with a host, stored as its normalised form (the parsed URL's href). */
export function httpUrl(label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters.`)
    .refine(isHttpUrl, `${label} must be an absolute http:// or https:// URL.`)
    .transform((v) => normaliseHttpUrl(v)!)
}

/** An optional http(s) link: absent, null and '' mean "no link". */
export function optionalHttpUrl(label: string) {
  return z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    httpUrl(label).optional(),
  )
}

const OWN_IMAGE_RE = /^\/api\/images\/[0-9a-f-]{36}\.[a-z]{3,4}$/

/** An image URL: ours (/api/images/…) or an absolute http(s) URL; may be empty. */
export function imageUrl(label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters.`)
    .refine(
      (v) => v === '' || OWN_IMAGE_RE.test(v) || isHttpUrl(v),
      `${label} must be an uploaded image URL or an absolute http(s) URL.`,
    )
    .transform((v) => (v === '' || OWN_IMAGE_RE.test(v) ? v : normaliseHttpUrl(v)!))
}

export function splitList(value: unknown): unknown {
  if (typeof value !== 'string') return value
  return value.split(',')
}

/** A list of texts, given as a JSON list or as one comma-separated string; items are trimmed, empty ones dropped. */
export function textList(label: string, opts: { required: boolean; example: string[] }) {
  const item = z
    .string({ error: `Each item of ${label} must be text.` })
    .max(LIMITS.listItem, `Each item of ${label} must be at most ${LIMITS.listItem} characters.`)
  const list = z
    .array(item, { error: `${label} must be a list or a comma-separated text.` })
    .transform((items) => items.map((s) => s.trim()).filter((s) => s.length > 0))
    .pipe(
      z
        .array(z.string())
        .min(opts.required ? 1 : 0, `${label} is required.`)
        .max(LIMITS.listItems, `${label} may have at most ${LIMITS.listItems} items.`),
    )
  return z.preprocess(splitList, list).openapi({
    description: `${label}: a list of texts, or one comma-separated text (items are trimmed; empty items are dropped).`,
    example: opts.example,
  })
}

export function email(label = 'Email') {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(LIMITS.email, `${label} must be at most ${LIMITS.email} characters.`)
    .pipe(z.email(`${label} must be a valid email address.`))
}

export const IdParam = z.object({
  // No length or format rule here: a malformed id is simply an unknown one (404).
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f' }),
})

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (v: string) => UUID_RE.test(v)

/** A whole number ≥ 0 (priorities, positions, counts). */
export const priority = z
  .number({ error: 'Priority must be a whole number of 0 or more.' })
  .int('Priority must be a whole number of 0 or more.')
  .min(0, 'Priority must be a whole number of 0 or more.')
  .max(1_000_000, 'Priority must be at most 1000000.')
  .openapi({ example: 1 })

export const PaginationQuery = z.object({
  skip: z
    .string()
    .regex(/^\d{1,9}$/, 'skip must be a whole number of 0 or more.')
    .optional()
    .openapi({ param: { name: 'skip', in: 'query' }, example: '0', description: 'Items to skip.' }),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, 'limit must be a whole number from 1 to 1000.')
    .refine((v) => Number(v) >= 1 && Number(v) <= 1000, 'limit must be a whole number from 1 to 1000.')
    .optional()
    .openapi({
      param: { name: 'limit', in: 'query' },
      example: '15',
      description: 'Items per page (1–1000); without it, every item.',
    }),
})

export function listEnvelope<T extends z.ZodTypeAny>(item: T, name: string) {
  return z
    .object({
      data: z.array(item),
      totalCount: z.number().int().openapi({ example: 1 }),
      currentPage: z.number().int().openapi({ example: 1 }),
      pageSize: z.number().int().openapi({ example: 1 }),
      totalPages: z.number().int().openapi({ example: 1 }),
    })
    .openapi(name)
}

export function pageOf<T>(rows: T[], totalCount: number, skip: number, limit: number | undefined) {
  const pageSize = limit ?? totalCount
  return {
    data: rows,
    totalCount,
    currentPage: limit ? Math.floor(skip / limit) + 1 : 1,
    pageSize,
    totalPages: pageSize > 0 ? Math.ceil(totalCount / pageSize) : 0,
  }
}

export const MessageSchema = z.object({ message: z.string().openapi({ example: 'Deleted successfully.' }) })
