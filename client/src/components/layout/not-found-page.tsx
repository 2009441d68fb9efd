import { fillConference } from '@common/conference'
import { organiserDisplay } from '@common/organiser'
import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { PAGE_FRAME, PageTitle, READING_WIDTH } from '@/components/ui/page-container'
import { notFoundPage } from '@/content/pages'
import { formatDocumentTitle } from '@/content/site-config'
import { useConference, useOrganiser } from '@/lib/conference'

const SUGGESTIONS = [
  { to: '/programme', label: 'Programme' },
  { to: '/about', label: 'About the conference' },
  { to: '/authors/call-for-papers', label: 'Call for papers' },
  { to: '/authors/registrations', label: 'Registrations' },
  { to: '/contact', label: 'Contact' },
] as const

/** The 404 page for every unknown route (root notFoundComponent, which passes the site's search button). */
export function NotFoundPage({ search }: { search?: React.ReactNode }) {
  const conference = useConference()
  const organiser = organiserDisplay(useOrganiser())
  return (
    <section className={`${PAGE_FRAME} py-10 sm:py-12`}>
      <div className={READING_WIDTH}>
        {/* React hoists these into <head>: unknown routes have no route `head` of their own. */}
        <title>{formatDocumentTitle(notFoundPage.title, conference, organiser)}</title>
        <meta name="description" content={fillConference(notFoundPage.description, conference)} />
        <meta name="robots" content="noindex" />
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Error 404</p>
        <PageTitle>Page not found</PageTitle>
        <p className="mt-4 text-slate-700">The page you were looking for does not exist or has moved.</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/">Go to the home page</Link>
          </Button>
          {search}
        </div>
        <nav aria-label="Suggested pages" className="mt-10">
          <h2 className="text-sm font-semibold text-slate-700">Or try one of these pages</h2>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {SUGGESTIONS.map((s) => (
              <li key={s.to}>
                <Link to={s.to as '/'} className="text-brand-700 underline underline-offset-4 hover:text-brand-800">
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  )
}
