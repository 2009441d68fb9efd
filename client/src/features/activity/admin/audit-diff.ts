import { formatDateTime } from '@/lib/utils'

// What changed between an entry's before and after, in words a person reads.

/** One field of an item that differs (or, for an addition or deletion, every field). */
export interface FieldChange {
  field: string
  label: string
  before?: string
  after?: string
}

/** Fields every item has that say nothing about the change. */
const HIDDEN = new Set(['_id', 'createdAt', 'updatedAt'])

const LABELS: Record<string, string> = {
  imageUrl: 'Image',
  eventDate: 'Event date',
  url: 'URL',
  kind: 'Committee',
  entityId: 'Item',
  byteSize: 'Size (bytes)',
  contentType: 'Type',
  takenAt: 'Taken at',
}

/** `imageUrl` → "Image", `showFrom` → "Show from". */
export function fieldLabel(field: string): string {
  if (LABELS[field]) return LABELS[field]
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/** A value as text: lists joined by commas, times in India time, nothing as an empty text. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(formatValue).join(', ')
  if (typeof value === 'string') {
    return ISO_TIME.test(value) ? formatDateTime(value) : value
  }
  // An object inside a list (a fee row, a hotel): its fields in words, never raw JSON (issue 54 item 7).
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => [fieldLabel(k), formatValue(v)] as const)
      .filter(([, v]) => v !== '')
      .map(([k, v]) => `${k}: ${v}`)
      .join('; ')
  return String(value)
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * An item with its nested objects spread into fields of their own (`links.brochure`), so a change to one setting
 * reads "Links › Brochure: before → after" rather than the whole object.
 */
function flatten(item: Item, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(item ?? {})) {
    const field = prefix ? `${prefix}.${key}` : key
    if (isPlainObject(value) && Object.keys(value).length > 0) flatten(value, field, into)
    else into[field] = value
  }
  return into
}

/** `links.brochure` → "Links › Brochure". */
const pathLabel = (field: string) => field.split('.').map(fieldLabel).join(' › ')

type Item = Record<string, unknown> | null

/**
 * The changed fields only, in the item's own field order: for an update, the fields whose value differs; for an
 * addition, every field with a value (as "after"); for a deletion, every field it had (as "before").
 */
export function changedFields(rawBefore: Item, rawAfter: Item): FieldChange[] {
  const before = rawBefore && flatten(rawBefore)
  const after = rawAfter && flatten(rawAfter)
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])]
  const changes: FieldChange[] = []
  for (const field of fields) {
    if (HIDDEN.has(field)) continue
    const old = before ? formatValue(before[field]) : undefined
    const now = after ? formatValue(after[field]) : undefined
    if (before && after && JSON.stringify(before[field]) === JSON.stringify(after[field])) continue
    if ((old ?? '') === '' && (now ?? '') === '') continue
    changes.push({ field, label: pathLabel(field), before: old, after: now })
  }
  return changes
}
