import { PAGE_PATHS } from '@common/page-paths'
import { FIXED_LISTS, type PageBlock, type PageContent, type PageKey } from '@common/pages'
import { useQuery } from '@tanstack/react-query'
import { Link, useBlocker } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useAdminMutation } from '@/lib/admin/admin-mutation'
import { api, unwrap } from '@/lib/api'
import { pageQueryOptions, pagesQueryOptions } from '@/lib/page-content'
import { FixedListEditor } from './fixed-list-editor'
import { ListBlockEditor } from './list-block-editor'
import { MarkdownField, TextField } from './page-fields'

// Issue 54 item 1: /admin/pages — each public page's named Markdown blocks, each with a live preview; the lists
// (the call for papers' domains and special tracks, the tours, the cultural events) take new entries, drag or
// Move up / Move down, and Remove.

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

/** What the editor edits of a page, in one order (an unchanged draft compares equal). */
function contentOf(page: PageContent): PageContent {
  const { key, title, headTitle = '', description, blocks } = page
  return { key, title, headTitle, description, blocks }
}

/** /admin/pages/{key}: the page's title, head and blocks; Save sends them all (PUT /pages/{key}). */
export function PageEditor({ pageKey }: { pageKey: PageKey }) {
  const saved = useQuery({ ...pageQueryOptions(pageKey), staleTime: 0 }).data
  const [draft, setDraft] = useState<PageContent | undefined>()
  useEffect(() => {
    if (saved && !draft) setDraft(contentOf(saved))
  }, [saved, draft])
  const dirty = !!saved && !!draft && JSON.stringify(draft) !== JSON.stringify(contentOf(saved))
  useBlocker({
    shouldBlockFn: () => dirty && !window.confirm('You have unsaved changes on this page. Leave without saving them?'),
    enableBeforeUnload: () => dirty,
  })
  const save = useAdminMutation({
    mutationFn: async (page: PageContent) =>
      unwrap(
        await api.PUT('/pages/{key}', {
          params: { path: { key: pageKey } },
          body: {
            title: page.title,
            headTitle: page.headTitle ?? '',
            description: page.description,
            blocks: page.blocks,
          },
        }),
      ),
    successMessage: (res) => res.message,
    failureMessage: (error) => error.message || 'Failed to save the page. Please try again.',
    invalidate: [['pages']],
    onSuccess: (res) => setDraft(contentOf(res.page)),
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
      {/* The menu is shown at no path of its own: it has no tab title or description. */}
      {PAGE_PATHS[pageKey] ? (
        <>
          <TextField
            label="Title in the browser tab and search results (empty: the page title)"
            value={draft.headTitle ?? ''}
            onChange={(headTitle) => setDraft({ ...draft, headTitle })}
          />
          <TextField
            label="Description for search engines and link previews"
            value={draft.description}
            onChange={(description) => setDraft({ ...draft, description })}
          />
        </>
      ) : null}
      {draft.blocks.map((block) =>
        block.items && FIXED_LISTS.includes(`${pageKey}/${block.name}`) ? (
          <FixedListEditor key={block.name} block={block} onChange={(items) => setBlock(block.name, { items })} />
        ) : block.items ? (
          <ListBlockEditor
            key={block.name}
            pageKey={pageKey}
            block={block}
            onChange={(items) => setBlock(block.name, { items })}
          />
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
