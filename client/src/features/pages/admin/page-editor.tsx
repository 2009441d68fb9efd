import type { PageBlock, PageContent, PageItem, PageKey } from '@common/pages'
import { useQuery } from '@tanstack/react-query'
import { Link, useBlocker } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { MoveButtons } from '@/components/admin/move-buttons'
import { Markdown } from '@/components/markdown'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { useAdminMutation } from '@/lib/admin/admin-mutation'
import { api, unwrap } from '@/lib/api'
import { pageQueryOptions, pagesQueryOptions } from '@/lib/page-content'

// Issue 54 item 1: /admin/pages — each public page's named Markdown blocks, each with a live preview; the lists
// (the call for papers' domains and special tracks) take new entries, Move up / Move down and Remove.

/** /admin/pages: the pages organisers can edit. */
export function PagesList() {
  const pages = useQuery({ ...pagesQueryOptions, staleTime: 0 }).data
  if (!pages) return <p className="text-slate-600">Loading the pages…</p>
  return (
    <ul className="grid gap-3">
      {pages.map((page) => (
        <li key={page.key} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-white p-4">
          <span>
            <span className="font-semibold text-slate-900">{page.title}</span>{' '}
            <span className="text-sm text-slate-600">
              {page.updatedAt
                ? `Edited ${new Date(page.updatedAt).toLocaleString('en-IN')}`
                : 'Today’s text (never edited)'}
            </span>
          </span>
          <Link
            to="/admin/pages/$key"
            params={{ key: page.key }}
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            Edit {page.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}

function MarkdownField({
  label,
  value,
  onChange,
  rows = 4,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  rows?: number
}) {
  const id = useId()
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{label} (Markdown)</Label>
        <Textarea id={id} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <span className="text-sm font-medium text-slate-700">Preview of {label}</span>
        <Markdown
          source={value}
          className="min-h-12 rounded-md border border-dashed border-slate-300 bg-slate-50 p-3 text-slate-700 [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_a]:underline"
        />
      </div>
    </div>
  )
}

function TextField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}

function ListBlockEditor({ block, onChange }: { block: PageBlock; onChange: (items: PageItem[]) => void }) {
  const items = block.items ?? []
  const set = (i: number, change: Partial<PageItem>) =>
    onChange(items.map((item, j) => (j === i ? { ...item, ...change } : item)))
  const move = (from: number, to: number) => {
    const next = [...items]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item!)
    onChange(next)
  }
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{block.label}</legend>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
        <div key={i} className="grid gap-3 rounded-md border border-slate-200 p-3">
          <h3 className="font-semibold text-slate-900">
            {block.label}, entry {i + 1}: {item.title || '(no title)'}
          </h3>
          <TextField label={`Title of entry ${i + 1}`} value={item.title} onChange={(title) => set(i, { title })} />
          {item.subtitle !== undefined ? (
            <TextField
              label={`Also known as (entry ${i + 1})`}
              value={item.subtitle}
              onChange={(subtitle) => set(i, { subtitle })}
            />
          ) : null}
          {item.summary !== undefined ? (
            <TextField
              label={`Summary of entry ${i + 1}`}
              value={item.summary}
              onChange={(summary) => set(i, { summary })}
            />
          ) : null}
          <MarkdownField
            label={`Text of entry ${i + 1}`}
            rows={8}
            value={item.markdown}
            onChange={(markdown) => set(i, { markdown })}
          />
          <div className="flex flex-wrap gap-2">
            <MoveButtons
              itemName={item.title}
              index={i}
              count={items.length}
              disabled={false}
              onMove={(to) => move(i, to)}
            />
            <Button type="button" size="sm" variant="outline" onClick={() => onChange(items.filter((_, j) => j !== i))}>
              Remove {item.title || `entry ${i + 1}`}
            </Button>
          </div>
        </div>
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            onChange([
              ...items,
              items[0]?.summary !== undefined ? { title: '', summary: '', markdown: '' } : { title: '', markdown: '' },
            ])
          }
        >
          Add an entry to {block.label}
        </Button>
      </div>
    </fieldset>
  )
}

/** /admin/pages/{key}: the page's title and blocks; Save sends them all (PUT /pages/{key}). */
export function PageEditor({ pageKey }: { pageKey: PageKey }) {
  const saved = useQuery({ ...pageQueryOptions(pageKey), staleTime: 0 }).data
  const [draft, setDraft] = useState<PageContent | undefined>()
  useEffect(() => {
    if (saved && !draft) setDraft({ key: saved.key, title: saved.title, blocks: saved.blocks })
  }, [saved, draft])
  const dirty =
    !!saved &&
    !!draft &&
    JSON.stringify({ t: draft.title, b: draft.blocks }) !== JSON.stringify({ t: saved.title, b: saved.blocks })
  useBlocker({
    shouldBlockFn: () => dirty && !window.confirm('You have unsaved changes on this page. Leave without saving them?'),
    enableBeforeUnload: () => dirty,
  })
  const save = useAdminMutation({
    mutationFn: async (page: PageContent) =>
      unwrap(
        await api.PUT('/pages/{key}', {
          params: { path: { key: pageKey } },
          body: { title: page.title, blocks: page.blocks },
        }),
      ),
    successMessage: (res) => res.message,
    failureMessage: (error) => error.message || 'Failed to save the page. Please try again.',
    invalidate: [['pages']],
    onSuccess: (res) => setDraft({ key: res.page.key, title: res.page.title, blocks: res.page.blocks }),
  })
  if (!draft) return <p className="text-slate-600">Loading the page…</p>
  const setBlock = (name: string, change: Partial<PageBlock>) =>
    setDraft({ ...draft, blocks: draft.blocks.map((b) => (b.name === name ? { ...b, ...change } : b)) })
  return (
    <form
      className="grid gap-6"
      onSubmit={(e) => {
        e.preventDefault()
        save.mutate(draft)
      }}
    >
      <TextField label="Page title" value={draft.title} onChange={(title) => setDraft({ ...draft, title })} />
      {draft.blocks.map((block) =>
        block.items ? (
          <ListBlockEditor key={block.name} block={block} onChange={(items) => setBlock(block.name, { items })} />
        ) : (
          <MarkdownField
            key={block.name}
            label={block.label}
            value={block.markdown}
            onChange={(markdown) => setBlock(block.name, { markdown })}
          />
        ),
      )}
      <div className="sticky bottom-0 flex items-center gap-3 border-t bg-white/95 py-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save the page'}
        </Button>
        {dirty ? <span className="text-sm text-slate-700">Unsaved changes</span> : null}
      </div>
    </form>
  )
}
