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
export const PROSE =
  'grid gap-3 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-5 [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-1.5 [&_ol]:pl-5 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-800'

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
  className,
  children,
}: {
  blocks: PageBlocks
  name: string
  id: string
  className?: string
  /** Shown after the block's text (live data: a table, a link from the settings). */
  children?: React.ReactNode
}) {
  const body = blocks.text(name)
  return (
    <ContentBlock id={id} heading={<MarkdownInline source={blocks.text(`${name}-heading`)} />} className={className}>
      {body ? <Markdown source={body} className={PROSE} /> : null}
      {children}
    </ContentBlock>
  )
}

/** Paragraphs of a block (an introduction), in the page's larger text or as `className` says. */
export function BlockText({ blocks, name, className }: { blocks: PageBlocks; name: string; className?: string }) {
  return <Markdown source={blocks.text(name)} className={cn(PROSE, className)} />
}
