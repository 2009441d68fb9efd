import type { PageItem } from '@common/pages'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { uploadImage } from '@/lib/admin/upload-image'
import { toast } from '@/lib/toast'
import { TextField } from './page-fields'

/** The site path of an uploaded image's URL (answers are absolute; a page keeps paths of this site). */
function sitePath(url: string): string {
  const { pathname } = new URL(url, 'http://site.invalid')
  return pathname
}

/**
 * An entry's picture (a tour's, a cultural event's, a special track's): uploaded here, as the speakers', gallery's
 * and slides' pictures are (POST /user/image), or given as a path of this site; what it shows is required first.
 */
export function ItemPictureField({
  entry,
  item,
  onChange,
}: {
  /** The entry's number, shown in every field's label. */
  entry: number
  item: PageItem
  onChange: (change: Partial<PageItem>) => void
}) {
  const fileId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [uploading, setUploading] = useState(false)
  const upload = async () => {
    if (!file) return toast.error('Please choose the picture to upload.')
    if (!item.imageAlt?.trim()) return toast.error('Say what the picture shows first: its description is required.')
    setUploading(true)
    try {
      onChange({ image: sitePath(await uploadImage(file)) })
      setFile(null)
      toast.success('Picture uploaded: save the page to show it.')
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'Failed to upload the picture.')
    } finally {
      setUploading(false)
    }
  }
  return (
    <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
      {item.image ? (
        <img src={item.image} alt="" className="aspect-[4/3] w-32 rounded border border-slate-200 object-cover" />
      ) : (
        <span className="flex aspect-[4/3] w-32 items-center justify-center rounded border border-dashed text-sm text-slate-600">
          No picture
        </span>
      )}
      <div className="grid gap-3">
        <TextField
          label={`What the picture shows (required with a picture) (entry ${entry})`}
          value={item.imageAlt ?? ''}
          onChange={(imageAlt) => onChange({ imageAlt: imageAlt || undefined })}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={fileId}>{`Upload a picture (entry ${entry})`}</Label>
          <div className="flex flex-wrap items-center gap-2">
            <Input
              id={fileId}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
              className="max-w-xs"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <Button type="button" size="sm" variant="outline" disabled={uploading} onClick={() => void upload()}>
              {uploading ? 'Uploading…' : `Upload picture (entry ${entry})`}
            </Button>
          </div>
        </div>
        <TextField
          label={`Or a path of this site, such as /images/tours/pawapuri.webp (entry ${entry})`}
          value={item.image ?? ''}
          // An empty path is no picture (the card shows none).
          onChange={(image) => onChange({ image: image.trim() || undefined })}
        />
      </div>
    </div>
  )
}
