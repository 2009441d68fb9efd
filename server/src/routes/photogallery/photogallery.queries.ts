import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { galleryPhotos } from '../../db/schema'

type PhotoRow = typeof galleryPhotos.$inferSelect

export function toPhoto(row: PhotoRow) {
  return { _id: row.id, imageUrl: row.imageUrl, tags: row.tags, createdAt: row.createdAt.toISOString() }
}

/** Newest first. */
export async function listPhotos(db: Database) {
  const rows = await db.select().from(galleryPhotos).orderBy(desc(galleryPhotos.createdAt), desc(galleryPhotos.id))
  return rows.map(toPhoto)
}

export async function insertPhoto(db: Database, values: typeof galleryPhotos.$inferInsert) {
  const [row] = await db.insert(galleryPhotos).values(values).returning()
  return toPhoto(row!)
}

export async function deletePhoto(db: Database, id: string) {
  const [row] = await db.delete(galleryPhotos).where(eq(galleryPhotos.id, id)).returning()
  return row
}
