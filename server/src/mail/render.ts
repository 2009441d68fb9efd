/**
 * The template renderer: a sandbox by construction. It only replaces `{{name}}` with the value of that name from
 * the template's list; there is no expression, helper or code of any kind. The HTML alternative escapes the
 * template's own text and every value.
 */

const TOKEN = /\{\{(.*?)\}\}/g
const NAME = /^\s*([A-Za-z][A-Za-z0-9_]*)\s*$/

export class UnknownPlaceholderError extends Error {
  constructor(
    readonly field: 'subject' | 'text',
    readonly placeholder: string,
    readonly allowed: string[],
  ) {
    super(
      `${field}: {{${placeholder}}} is not a placeholder of this template; it may use ${allowed
        .map((p) => `{{${p}}}`)
        .join(', ')}.`,
    )
  }
}

/** Throws UnknownPlaceholderError for the first `{{…}}` that is not one of `allowed`. */
export function checkPlaceholders(field: 'subject' | 'text', template: string, allowed: readonly string[]): void {
  for (const match of template.matchAll(TOKEN)) {
    const name = NAME.exec(match[1]!)?.[1]
    if (!name || !allowed.includes(name)) throw new UnknownPlaceholderError(field, match[1]!.trim(), [...allowed])
  }
}

type Part = { literal: string } | { value: string; name?: string }

function parts(template: string, values: Record<string, string>): Part[] {
  const out: Part[] = []
  let last = 0
  for (const match of template.matchAll(TOKEN)) {
    out.push({ literal: template.slice(last, match.index) })
    const name = NAME.exec(match[1]!)?.[1]
    // A name without a value (an older wording after a template lost a placeholder) renders as nothing.
    out.push({ value: name && Object.hasOwn(values, name) ? values[name]! : '', name })
    last = match.index + match[0].length
  }
  out.push({ literal: template.slice(last) })
  return out
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!)

export function renderText(template: string, values: Record<string, string>): string {
  return parts(template, values)
    .map((p) => ('literal' in p ? p.literal : p.value))
    .join('')
}

/** A subject is one header line: line breaks in a value (or the wording) become spaces, never a new header. */
export function renderSubject(template: string, values: Record<string, string>): string {
  return renderText(template, values)
    .replace(/[\r\n\t\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, 250)
}

/**
 * The text as HTML: everything escaped, line breaks kept by the style. `asHtml` gives, for some placeholders, the
 * markup to show instead of their escaped value (made by us from escaped values, e.g. a link and its QR code).
 */
export function renderHtml(
  template: string,
  values: Record<string, string>,
  asHtml: Record<string, string> = {},
): string {
  const body = parts(template, values)
    .map((p) => {
      if ('literal' in p) return escapeHtml(p.literal)
      return p.name && Object.hasOwn(asHtml, p.name) ? asHtml[p.name]! : escapeHtml(p.value)
    })
    .join('')
  return `<!doctype html><html><body><div style="white-space:pre-wrap;font-family:sans-serif;line-height:1.5">${body}</div></body></html>`
}
