import { z } from '@hono/zod-openapi'
import { and, eq, inArray, notExists, type SQL, sql } from 'drizzle-orm'
import sharp, { type Metadata } from 'sharp'
import { MAX_IMAGE_BYTES } from '../../../common/field-rules'
import { HttpError } from '../api/errors'
import { imageUrl, isUuid } from '../api/fields'
import type { Database } from '../db/client'
import { admins, committeeMembers, galleryPhotos, images, speakers, sponsors } from '../db/schema'

// Uploaded images (never trusted by name or declared type): recognised by their bytes, checked for size and pixel count
// before any decoding, re-encoded to WebP (which drops metadata and anything hidden in the file), kept in Postgres.

export const IMAGE_LIMITS = {
  /** Largest accepted upload file. */
  maxBytes: MAX_IMAGE_BYTES,
  /** Largest accepted request body for the upload route (the file plus multipart framing). */
  maxBodyBytes: 6 * 1024 * 1024,
  /** Largest accepted pixel count (40 megapixels). */
  maxPixels: 40_000_000,
  /** Stored images fit in this box (WebP itself cannot exceed 16383 px a side). */
  maxWidth: 1600,
  maxHeight: 2400,
  /** Widths served by `?w=`. */
  variantWidths: [320, 640, 960] as const,
} as const

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif'

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)))

/** The image type by magic bytes, or undefined for anything else (SVG, HTML, scripts, …). */
export function detectImageKind(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length < 12) return undefined
  if (
    bytes[0] === 0x89 &&
    ascii(bytes, 1, 4) === 'PNG' &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  )
    return 'png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  const six = ascii(bytes, 0, 6)
  if (six === 'GIF87a' || six === 'GIF89a') return 'gif'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, then compatible brands up to the box's end.
    const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0
    const end = Math.min(Math.max(boxSize, 16), bytes.length, 64)
    const brands = [ascii(bytes, 8, 12)]
    for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(bytes, i, i + 4))
    if (brands.includes('avif') || brands.includes('avis')) return 'avif'
  }
  return undefined
}

/** sharp's format names for each kind we accept (AVIF is read by the HEIF loader). */
const SHARP_FORMATS: Record<ImageKind, string[]> = {
  png: ['png'],
  jpeg: ['jpeg', 'jpg'],
  webp: ['webp'],
  gif: ['gif'],
  avif: ['heif', 'avif'],
}

export const NOT_AN_IMAGE = 'Only PNG, JPEG, WebP, GIF or AVIF images are accepted (SVG and other files are not).'
export const UNREADABLE_IMAGE = 'The image could not be read: the file may be truncated or corrupt.'
export const TOO_LARGE_FILE = `The image is too large: at most ${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB.`
export const TOO_MANY_PIXELS = `The image has too many pixels: at most ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels.`

/** Decoding is memory-hungry (a 40-megapixel image needs ~160 MB): at most this many at once per process. */
export const MAX_CONCURRENT_DECODES = 2
let activeDecodes = 0
const waitingDecodes: (() => void)[] = []

/** Runs fn when fewer than MAX_CONCURRENT_DECODES others are running; the rest wait in order. */
export async function runLimited<T>(fn: () => Promise<T>): Promise<T> {
  while (activeDecodes >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => waitingDecodes.push(resolve))
  activeDecodes++
  try {
    return await fn()
  } finally {
    activeDecodes--
    waitingDecodes.shift()?.()
  }
}

export interface ProcessedImage {
  data: Uint8Array
  contentType: 'image/webp'
  width: number
  height: number
}

/**
 * Checks an upload and re-encodes it to WebP: 413 when the file or its pixel count is too large
 * (read from the header, before decoding), 415 when it is not an accepted image or cannot be decoded.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.length > IMAGE_LIMITS.maxBytes) throw new HttpError(413, TOO_LARGE_FILE)
  const kind = detectImageKind(bytes)
  if (!kind) throw new HttpError(415, NOT_AN_IMAGE)

  const options = { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'warning' as const }
  let meta: Metadata
  try {
    // Header only: no pixels are decoded here.
    meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata()
  } catch {
    throw new HttpError(415, UNREADABLE_IMAGE)
  }
  if (!meta.format || !SHARP_FORMATS[kind].includes(meta.format)) throw new HttpError(415, NOT_AN_IMAGE)
  const width = meta.width ?? 0
  const height = meta.height ?? 0
  if (width <= 0 || height <= 0) throw new HttpError(415, UNREADABLE_IMAGE)
  if (width * height > IMAGE_LIMITS.maxPixels) throw new HttpError(413, TOO_MANY_PIXELS)

  try {
    const { data, info } = await runLimited(() =>
      sharp(bytes, options)
        .rotate() // by EXIF orientation, before the metadata is dropped
        .resize({
          width: IMAGE_LIMITS.maxWidth,
          height: IMAGE_LIMITS.maxHeight,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 82, effort: 4 })
        .toBuffer({ resolveWithObject: true }),
    )
    return { data: new Uint8Array(data), contentType: 'image/webp', width: info.width, height: info.height }
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new HttpError(413, TOO_MANY_PIXELS)
    throw new HttpError(415, UNREADABLE_IMAGE)
  }
}

/** Stores a processed image and answers its public URL. */
export async function storeImage(db: Database, image: ProcessedImage): Promise<string> {
  const [row] = await db
    .insert(images)
    .values({
      contentType: image.contentType,
      data: image.data,
      width: image.width,
      height: image.height,
      byteSize: image.data.length,
    })
    .returning({ id: images.id })
  return imageUrlFor(row!.id)
}

export const imageUrlFor = (id: string) => `/api/images/${id}.webp`

const OUR_IMAGE_URL = /^\/api\/images\/([0-9a-f-]{36})\.[a-z]{3,4}$/i

/** The image id of one of our URLs (`/api/images/<uuid>.webp`), or undefined for any other URL. */
export function imageIdOf(url: string | null | undefined): string | undefined {
  const match = url ? OUR_IMAGE_URL.exec(url.trim()) : null
  const id = match?.[1]?.toLowerCase()
  return id && isUuid(id) ? id : undefined
}

/** The stored image of a file name `<uuid>.webp`, or undefined. */
export async function findImage(db: Database, file: string) {
  const match = /^([0-9a-f-]{36})\.webp$/i.exec(file)
  const id = match?.[1]?.toLowerCase()
  if (!id || !isUuid(id)) return undefined
  const [row] = await db
    .select({ id: images.id, contentType: images.contentType, data: images.data, width: images.width })
    .from(images)
    .where(eq(images.id, id))
    .limit(1)
  return row
}

/** Every column that stores an image URL: an uploaded image is in use while any of them names it. */
export const IMAGE_URL_COLUMNS = [
  speakers.imageUrl,
  committeeMembers.imageUrl,
  galleryPhotos.imageUrl,
  admins.pic,
  sponsors.logoUrl,
]

/**
 * The programme's references to an image (`id`: an SQL expression of its id as text), as conditions that hold
 * when there is none: the draft's sessions (their people) and the published version (its speakers and people),
 * which the archive renders even after the speaker's own row is gone.
 */
export function notInProgramme(id: SQL): SQL[] {
  return [
    sql`not exists (select 1 from "programme_sessions" r where position(${id} in lower(r."people"::text)) > 0)`,
    sql`not exists (select 1 from (select "snapshot" from "programme_versions" order by "number" desc limit 1) r where position(${id} in lower(r."snapshot"::text)) > 0)`,
  ]
}

/**
 * Deletes one of our images when nothing references its URL any more (no row of IMAGE_URL_COLUMNS names it:
 * speaker, committee member, gallery photo, admin picture or sponsor logo). One statement, so a reference present when it runs is always seen.
 * Answers true when the image was deleted. Other URLs (external links, '') are ignored.
 */
export async function deleteImageIfUnused(db: Database, url: string | null | undefined): Promise<boolean> {
  const id = imageIdOf(url)
  if (!id) return false
  // Match the canonical URL and the one given (they differ only in letter case at most).
  const urls = [...new Set([imageUrlFor(id), url!.trim()])]
  const unused = IMAGE_URL_COLUMNS.map((column) =>
    notExists(db.select({ one: sql`1` }).from(column.table).where(inArray(column, urls))),
  )
  const deleted = await db
    .delete(images)
    .where(and(eq(images.id, id), ...unused, ...notInProgramme(sql`${id}::text`)))
    .returning({ id: images.id })
  return deleted.length > 0
}

/** A resized variant of a stored WebP, `width` px wide (never wider than the original). */
export async function resizeVariant(data: Uint8Array, width: number): Promise<Uint8Array> {
  const out = await runLimited(() =>
    sharp(data, { limitInputPixels: IMAGE_LIMITS.maxPixels })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer(),
  )
  return new Uint8Array(out)
}

/** An image URL that must be given (gallery photos, admin pictures): ours or an absolute http(s) URL. */
export function requiredImageUrl(label: string) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    imageUrl(label).refine((v) => v.length > 0, `${label} is required.`),
  )
}
