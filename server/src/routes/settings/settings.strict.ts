import { z } from '@hono/zod-openapi'

/** An object that refuses keys it does not know, saying which are allowed. */
export function strictObject<T extends z.ZodRawShape>(what: string, shape: T) {
  const allowed = Object.keys(shape).join(', ')
  return z.strictObject(shape, {
    error: (iss) =>
      iss.code === 'unrecognized_keys'
        ? `${what} has no field ${iss.keys.map((k) => `"${k}"`).join(', ')}: its fields are ${allowed}.`
        : iss.code === 'invalid_type'
          ? `${what} must be an object with the fields ${allowed}.`
          : undefined,
  })
}
