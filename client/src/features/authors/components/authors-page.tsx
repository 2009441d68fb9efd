import { Markdown } from '@/components/markdown'
import { BlocksPage, PROSE, usePageBlocks } from '@/components/page-blocks'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'

/**
 * /authors: one section open at a time; clicking the open one closes it. Its lead and sections are the page
 * `authors` (issue 54 item 1).
 */
export function AuthorsPage() {
  const blocks = usePageBlocks('authors')
  return (
    <BlocksPage pageKey="authors" blocks={blocks} lead="lead">
      {blocks ? (
        <Accordion
          type="single"
          collapsible
          className="mt-8 rounded-xl border border-slate-200 bg-white px-4 shadow-sm sm:px-6"
        >
          {blocks.items('sections').map((section, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
            <AccordionItem key={i} value={`section-${i}`}>
              <AccordionTrigger>{section.title}</AccordionTrigger>
              <AccordionContent>
                <Markdown source={section.markdown} className={PROSE} />
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      ) : null}
    </BlocksPage>
  )
}
