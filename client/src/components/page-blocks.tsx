import { blockOf, PAGE_DEFAULTS, type PageContent, type PageItem, type PageKey } from '@common/pages'
import type * as React from 'react'
import { ContentBlock } from '@/components/content-block'
import { Markdown, MarkdownInline } from '@/components/markdown'
import { PageContainer } from '@/components/ui/page-container'
import { usePage } from '@/lib/page-content'
import { cn } from '@/lib/utils'

// Issue 54 item 1: the text pages read their blocks (Markdown organisers edit in /admin/pages) by name. These are
// the pieces they are made of; each page keeps its own layout around them.

/** Paragraphs, lists and links of a block, spaced and styled as the site's text. */
const PROSE_BASE =
  'grid gap-3 [&_ul]:grid [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-1.5 [&_ol]:pl-5 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-800'
const BULLETS = '[&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-5'
export const PROSE = `${PROSE_BASE} ${BULLETS}`

/**
 * How a section's lists look: bullets; `plain`, one link or fact a line without bullets; `timeline`, bold dates
 * on a rule down the left. Variants, not free classes, so that no page contradicts PROSE's own.
 */
export type ListLook = 'bullets' | 'plain' | 'timeline'

/** How a block of text stands under the title: `lead`, the page's first words; `intro`, after a picture or list. */
export type TextLook = 'lead' | 'intro' | 'intro-large' | 'after'

export interface PageBlocks {
  page: PageContent
  /** A block's Markdown ('' when the page has no such block). */
  text: (name: string) => string
  /** A list block's entries. */
  items: (name: string) => PageItem[]
}

/** The page `key` with its conference tokens filled, undefined while it loads. */
export function usePageBlocks(key: PageKey): PageBlocks | undefined {
  const page = usePage(key)
  if (!page) return undefined
  return {
    page,
    text: (name) => blockOf(page, name)?.markdown ?? '',
    items: (name) => blockOf(page, name)?.items ?? [],
  }
}

/**
 * The frame of a page whose blocks are loading: its title, the space below kept. `lead` is the page's lead
 * block (one line of Markdown), shown under the title.
 */
export function BlocksPage({
  pageKey,
  blocks,
  lead,
  width,
  children,
}: {
  pageKey: PageKey
  blocks: PageBlocks | undefined
  lead?: string
  width?: 'reading' | 'wide'
  children?: React.ReactNode
}) {
  if (!blocks) return <PageContainer title={PAGE_DEFAULTS[pageKey].title} width={width} />
  const leadText = lead === undefined ? '' : blocks.text(lead)
  return (
    <PageContainer
      title={blocks.page.title}
      lead={leadText ? <MarkdownInline source={leadText} /> : undefined}
      width={width}
    >
      {children}
    </PageContainer>
  )
}

/** A titled section: its heading is the block `<name>-heading`, its text the block `name`. */
export function BlockSection({
  blocks,
  name,
  id,
  lists = 'bullets',
  children,
}: {
  blocks: PageBlocks
  name: string
  id: string
  lists?: ListLook
  /** Shown after the block's text (live data: a table, a link from the settings). */
  children?: React.ReactNode
}) {
  const body = blocks.text(name)
  return (
    <ContentBlock id={id} heading={<MarkdownInline source={blocks.text(`${name}-heading`)} />}>
      {body ? (
        <Markdown
          source={body}
          className={cn(
            PROSE_BASE,
            lists === 'plain'
              ? '[&_ul]:list-none [&_ul]:gap-2 [&_ul]:pl-0'
              : lists === 'timeline'
                ? '[&_strong]:text-brand-800 [&_ul]:list-none [&_ul]:gap-3 [&_ul]:border-l-2 [&_ul]:border-brand-100 [&_ul]:pl-5'
                : BULLETS,
          )}
        />
      ) : null}
      {children}
    </ContentBlock>
  )
}

/** Paragraphs of a block (an introduction), in the page's text style and where `look` puts them. */
export function BlockText({ blocks, name, look }: { blocks: PageBlocks; name: string; look?: TextLook }) {
  return (
    <Markdown
      source={blocks.text(name)}
      className={cn(
        PROSE,
        look === 'lead'
          ? 'mt-4 text-lg text-slate-700'
          : look === 'intro'
            ? 'mt-8 text-slate-700'
            : look === 'intro-large'
              ? 'mt-8 text-lg text-slate-700'
              : look === 'after'
                ? 'mt-8'
                : '',
      )}
    />
  )
}
