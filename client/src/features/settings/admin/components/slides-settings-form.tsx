import { DEFAULT_LOGO_URL, DEFAULT_SLIDES, MAX_SLIDES } from '@common/carousel'
import { useState } from 'react'
import { MoveButtons } from '@/components/admin/move-buttons'
import { SortableList } from '@/components/admin/sortable-list'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { uploadImage } from '@/lib/admin/upload-image'
import { moved } from '@/lib/admin/use-reorder'
import { toast } from '@/lib/toast'
import { type AdminSettings, type SettingsPatch, useSaveSettings } from '../api'

type Slide = NonNullable<SettingsPatch['slides']>[number]
type Row = Slide & { _id: string }

let nextRowId = 0
const rowsOf = (slides: readonly Slide[]): Row[] => slides.map((s) => ({ ...s, _id: `slide-${nextRowId++}` }))
const slidesOf = (rows: readonly Row[]): Slide[] => rows.map(({ _id, ...s }) => s)

/**
 * The home carousel's slides (issue 54 item 2): 1 to 10, each an uploaded image with its alt text (required), an
 * optional caption and link. Order changes (drag or Move up / Move down) and removals are saved at once; the texts
 * with Save slides.
 */
export function SlidesSettingsForm({ settings }: { settings: AdminSettings }) {
  const save = useSaveSettings()
  const [rows, setRows] = useState<Row[]>(() => rowsOf(settings.slides ?? DEFAULT_SLIDES))
  const [file, setFile] = useState<File | null>(null)
  const [alt, setAlt] = useState('')
  const [adding, setAdding] = useState(false)

  const saveNow = (next: Row[]) => {
    setRows(next)
    save.mutate({ slides: slidesOf(next) })
  }
  const edit = (index: number, field: 'alt' | 'caption' | 'link', value: string) =>
    setRows((r) => r.map((row, i) => (i === index ? { ...row, [field]: value } : row)))

  const add = async () => {
    if (!file) return toast.error('Please choose the slide image.')
    if (!alt.trim()) return toast.error('Alt text is required: say what the picture shows.')
    setAdding(true)
    try {
      const imageUrl = await uploadImage(file)
      const next = [...rows, ...rowsOf([{ imageUrl, alt: alt.trim() }])]
      await save.mutateAsync({ slides: slidesOf(next) })
      setRows(next)
      setFile(null)
      setAlt('')
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'Failed to add the slide.')
    } finally {
      setAdding(false)
    }
  }

  return (
    <div className="grid gap-6">
      <ol className="grid gap-3" aria-label="Slides in carousel order">
        <SortableList
          items={rows}
          nameOf={(r) => r.alt || 'slide'}
          disabled={save.isPending}
          onMove={(from, to) => saveNow(moved(rows, from, to))}
        >
          {(row, index, sortable) => (
            <li
              ref={sortable.ref}
              style={sortable.style}
              className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[8rem_1fr]"
              data-testid="admin-slide"
            >
              <img src={row.imageUrl} alt="" className="aspect-[16/7] w-32 rounded object-cover" />
              <div className="grid gap-2">
                <div className="grid gap-1">
                  <Label htmlFor={`${row._id}-alt`}>Alt text (required)</Label>
                  <Input id={`${row._id}-alt`} value={row.alt} onChange={(e) => edit(index, 'alt', e.target.value)} />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`${row._id}-caption`}>Caption (optional)</Label>
                  <Input
                    id={`${row._id}-caption`}
                    value={row.caption ?? ''}
                    onChange={(e) => edit(index, 'caption', e.target.value)}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`${row._id}-link`}>
                    Link (optional: https://… or a path such as /call-for-papers)
                  </Label>
                  <Input
                    id={`${row._id}-link`}
                    value={row.link ?? ''}
                    onChange={(e) => edit(index, 'link', e.target.value)}
                  />
                </div>
                <div className="flex flex-wrap gap-2">
                  {sortable.handle}
                  <MoveButtons
                    itemName={`slide ${index + 1}`}
                    index={index}
                    count={rows.length}
                    disabled={save.isPending}
                    onMove={(to) => saveNow(moved(rows, index, to))}
                  />
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={save.isPending || rows.length === 1}
                    onClick={() => saveNow(rows.filter((r) => r._id !== row._id))}
                  >
                    Remove slide {index + 1}
                  </Button>
                </div>
              </div>
            </li>
          )}
        </SortableList>
      </ol>
      <Button
        type="button"
        className="justify-self-start"
        disabled={save.isPending}
        onClick={() => save.mutate({ slides: slidesOf(rows) })}
      >
        Save slides
      </Button>
      {rows.length < MAX_SLIDES ? (
        <fieldset className="grid max-w-xl gap-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold">Add a slide</legend>
          <div className="grid gap-1">
            <Label htmlFor="new-slide-image">Image</Label>
            <Input
              id="new-slide-image"
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="new-slide-alt">Alt text (required)</Label>
            <Input id="new-slide-alt" value={alt} onChange={(e) => setAlt(e.target.value)} />
          </div>
          <Button type="button" className="justify-self-start" disabled={adding} onClick={() => void add()}>
            {adding ? 'Adding...' : 'Add slide'}
          </Button>
        </fieldset>
      ) : (
        <p className="text-sm text-slate-700">The carousel has its {MAX_SLIDES} slides: remove one to add another.</p>
      )}
    </div>
  )
}

/** The site logo (the header's and the home page's): uploaded and saved at once. */
export function LogoSettingsForm({ settings }: { settings: AdminSettings }) {
  const save = useSaveSettings()
  const [file, setFile] = useState<File | null>(null)
  const [uploading, setUploading] = useState(false)
  const upload = async () => {
    if (!file) return toast.error('Please choose the logo image.')
    setUploading(true)
    try {
      await save.mutateAsync({ logoUrl: await uploadImage(file) })
      setFile(null)
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'Failed to upload the logo.')
    } finally {
      setUploading(false)
    }
  }
  return (
    <div className="flex flex-wrap items-end gap-4">
      <img
        src={settings.logoUrl ?? DEFAULT_LOGO_URL}
        alt="The current site logo"
        className="size-16 rounded border border-slate-200"
      />
      <div className="grid gap-1">
        <Label htmlFor="site-logo">New logo (square image)</Label>
        <Input
          id="site-logo"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <Button type="button" disabled={uploading} onClick={() => void upload()}>
        {uploading ? 'Uploading...' : 'Upload logo'}
      </Button>
    </div>
  )
}
