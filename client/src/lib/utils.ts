import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names with clsx only (no tailwind-merge): a className must never contradict a component's own
 * classes; give the component a variant instead (Button `size="flush"`, DialogContent `frame="custom"`).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}

/** The first `max` characters of a text, with an ellipsis when cut (dashboard and list previews). */
export function preview(text: string, max = 150): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text
}

/** Formats an ISO date-time in India time, the conference's own. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso))
}

/** Splits comma-separated input into trimmed, non-empty items. */
export function splitComma(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}
