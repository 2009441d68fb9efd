import type { Context } from 'hono'
import type { AppEnv } from './create-router'
import { HttpError } from './errors'

/**
 * The one file sent in `field` of a multipart/form-data request, or the 4xx that says what is wrong with the
 * request: 415 when it is not multipart, 400 when it cannot be read, when the field is missing (`missing` says what
 * to choose) or holds more than one file. `noun` names the file in those messages ("image", "file").
 */
export async function uploadedFile(
  c: Context<AppEnv>,
  upload: { field: string; noun: string; missing: string },
): Promise<File> {
  const { field, noun, missing } = upload
  const formOnly = `Send the ${noun} as multipart/form-data with one file field named "${field}".`
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) throw new HttpError(415, formOnly)
  let form: Record<string, string | File | (string | File)[]>
  try {
    form = await c.req.parseBody({ all: true })
  } catch {
    throw new HttpError(400, `The upload could not be read. ${formOnly}`)
  }
  const file = form[field]
  if (!(file instanceof File)) {
    const message = Array.isArray(file) ? `Send exactly one ${noun}.` : missing
    throw new HttpError(400, `${field}: ${message}`, [{ path: field, message }])
  }
  return file
}
