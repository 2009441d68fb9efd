import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
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
