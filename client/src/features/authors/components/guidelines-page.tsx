import { ContentBlock, ExternalLink } from '@/components/content-block'
import { Markdown, MarkdownInline } from '@/components/markdown'
import { BlockSection, BlocksPage, BlockText, PROSE, usePageBlocks } from '@/components/page-blocks'

/** The event settings' links (edited at /admin/settings) this page points to. */
export type SettingsLinkKey = 'submission' | 'brochure' | 'templateWord' | 'templateLatex'

/** Each settings link of the page and the block that names it. */
const LINKS: readonly { link: SettingsLinkKey; label: string }[] = [
  { link: 'templateWord', label: 'template-word-label' },
  { link: 'templateLatex', label: 'template-latex-label' },
  { link: 'submission', label: 'submission-label' },
]

/**
 * /authors/guidelines-to-authors; `links` are the event settings' (undefined while they load). Its texts are the
 * page `guidelines-to-authors` (issue 54 item 1); the links' addresses stay the settings'.
 */
export function GuidelinesPage({ links }: { links: Record<SettingsLinkKey, string> | undefined }) {
  const blocks = usePageBlocks('guidelines-to-authors')
  return (
    <BlocksPage pageKey="guidelines-to-authors" blocks={blocks}>
      {blocks ? (
        <>
          <BlockText blocks={blocks} name="intro" look="lead" />
          {blocks.items('sections').map((section, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
            <ContentBlock key={i} id={`guidelines-${i}`} heading={section.title}>
              <Markdown source={section.markdown} className={PROSE} />
            </ContentBlock>
          ))}
          <BlockSection blocks={blocks} name="rules" id="guidelines-rules" />
          <ContentBlock id="guidelines-templates" heading={<MarkdownInline source={blocks.text('links-heading')} />}>
            <ul className="grid gap-2">
              {/* A link not set yet (empty) is left out: no placeholder, no broken link (issue 54 item 4). */}
              {LINKS.filter((t) => !links || links[t.link]).map((t) => (
                <li key={t.link} className="min-h-6">
                  {links ? (
                    <ExternalLink href={links[t.link]}>
                      <MarkdownInline source={blocks.text(t.label)} />
                    </ExternalLink>
                  ) : null}
                </li>
              ))}
            </ul>
          </ContentBlock>
        </>
      ) : null}
    </BlocksPage>
  )
}
