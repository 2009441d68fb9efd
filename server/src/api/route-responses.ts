import { errorResponses } from './errors'

type ErrorStatus = keyof typeof errorResponses

/** The standard error responses for these statuses, each declared once in errors.ts. */
export function errorsOf<const S extends ErrorStatus>(...statuses: S[]): Pick<typeof errorResponses, S> {
  return Object.fromEntries(statuses.map((s) => [s, errorResponses[s]])) as Pick<typeof errorResponses, S>
}

/** A JSON response: its description and the schema of its body. */
export const jsonResponse = <T>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
})

/** A required JSON request body. */
export const jsonBody = <T>(schema: T) => ({ required: true as const, content: { 'application/json': { schema } } })
