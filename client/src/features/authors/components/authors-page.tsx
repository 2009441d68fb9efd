import { Link } from '@tanstack/react-router'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'
import { PageContainer } from '@/components/ui/page-container'
import { authorsAccordion as authorsAccordionText } from '@/content/authors'
import { useConferenceContent, useConferenceText } from '@/lib/conference'

/** /authors: one section open at a time; clicking the open one closes it (spec §2, §4). */
export function AuthorsPage() {
  const t = useConferenceText()
  const authorsAccordion = useConferenceContent(authorsAccordionText)
  return (
    <PageContainer
      title="For Authors"
      lead={t(
        'Everything you need to take part in {shortName} as an author: how to prepare and submit your paper, the tracks and how to register.',
      )}
    >
      <Accordion
        type="single"
        collapsible
        className="mt-8 rounded-xl border border-slate-200 bg-white px-4 shadow-sm sm:px-6"
      >
        {authorsAccordion.map((section) => (
          <AccordionItem key={section.id} value={section.id}>
            <AccordionTrigger>{section.title}</AccordionTrigger>
            <AccordionContent>
              <div className="grid gap-3">
                {section.body.map((text) => (
                  <p key={text}>{text}</p>
                ))}
                <p>
                  <Link
                    to={section.moreRoute}
                    className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                  >
                    Read more about {section.title.toLowerCase()}
                  </Link>
                </p>
              </div>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </PageContainer>
  )
}
