import { join } from 'node:path'
import { PAGE_DEFAULTS } from '@common/pages'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type * as React from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AboutConferencePage } from '@/features/about/components/about-conference-page'
import { AboutInstitutePage } from '@/features/about/components/about-institute-page'
import { AboutPage } from '@/features/about/components/about-page'
import { BihtaCampusPage } from '@/features/about/components/bihta-campus-page'
import { VenuePage } from '@/features/about/components/venue-page'
import { AuthorsPage } from '@/features/authors/components/authors-page'
import { BestStudentPaperAwardPage } from '@/features/authors/components/best-student-paper-award-page'
import { CmtAcknowledgementPage } from '@/features/authors/components/cmt-acknowledgement-page'
import { FinancialSupportPage } from '@/features/authors/components/financial-support-page'
import { GuidelinesPage } from '@/features/authors/components/guidelines-page'
import { PaperPublicationPage } from '@/features/authors/components/paper-publication-page'
import { PaperSubmissionsPage } from '@/features/authors/components/paper-submissions-page'
import { RegistrationsPage } from '@/features/authors/components/registrations-page'
import { expectAsBefore, structureOf, stubPagesApi } from '@/test/page-structure'
import { renderWithRouter } from '@/test/render-with-router'

// Issue 54 item 1: the About and Authors pages' default content equals today's text. The fixture was taken from
// the pages as they were before they read their blocks; each page's headings, paragraphs,
// list items, terms and links, in order, must still be the same. The fee table and the dates are the settings'
// (live data): the page is given a stand-in for them.
const FIXTURE = join(__dirname, 'converted-about-authors.fixture.json')

const links = {
  submission: 'https://cmt3.research.microsoft.com/ICNARI',
  brochure: '/brochure.pdf',
  templateWord: 'https://example.org/template.docx',
  templateLatex: 'https://example.org/template.zip',
}

/** Path, page, a text shown once its blocks are read. */
const PAGES: [string, () => React.ReactNode, RegExp][] = [
  ['/about', () => <AboutPage />, /Everything about/],
  ['/about/about-the-conference', () => <AboutConferencePage />, /sustainable energy and transportation/],
  ['/about/about-nit-patna', () => <AboutInstitutePage />, /oldest places of engineering/],
  ['/about/about-nit-patna-(bihta-campus)', () => <BihtaCampusPage />, /modern extension/],
  ['/about/venue-and-travels', () => <VenuePage />, /Pataliputra/],
  ['/authors', () => <AuthorsPage />, /how to prepare and submit/],
  ['/authors/guidelines-to-authors', () => <GuidelinesPage links={links} />, /high-quality, original work/],
  [
    '/authors/paper-submissions',
    () => <PaperSubmissionsPage dates={<p>Dates table</p>} submissionUrl={links.submission} />,
    /walk you through/,
  ],
  [
    '/authors/registrations',
    () => <RegistrationsPage feeTable={<p>Fee table</p>} registerNotice={<p>Register notice</p>} />,
    /open to authors/,
  ],
  ['/authors/best-student-paper-award', () => <BestStudentPaperAwardPage />, /outstanding research/],
  ['/authors/financial-support', () => <FinancialSupportPage />, /expert panel/],
  ['/authors/paper-publication', () => <PaperPublicationPage />, /own quality checks/],
  ['/authors/cmt-acknowledgement.html', () => <CmtAcknowledgementPage />, /free of charge/],
]

describe('the About and Authors pages show today’s text by default', () => {
  afterEach(() => vi.restoreAllMocks())

  it('each page, and every section of the authors’ accordion', async () => {
    stubPagesApi()
    const shown: Record<string, string[]> = {}
    for (const [path, page, loaded] of PAGES) {
      const { container, unmount, queryClient } = renderWithRouter(page(), { path })
      await screen.findAllByText(loaded)
      // The conference's names fill the texts once the settings are read.
      await waitFor(() =>
        expect(queryClient.getQueryState(['settings', 'public'])?.status ?? 'success').toBe('success'),
      )
      await new Promise((resolve) => setTimeout(resolve, 0))
      shown[path] = structureOf(container)
      if (path === '/authors') {
        // The accordion shows one section at a time: each in turn.
        for (const trigger of screen.getAllByRole('button')) {
          fireEvent.click(trigger)
          shown[`${path} ${trigger.textContent}`] = structureOf(container)
        }
      }
      unmount()
    }
    expectAsBefore(FIXTURE, shown)
  }, 60_000)

  it('the About page’s cards are its data: renamed, reordered, added and removed as saved', async () => {
    const page = structuredClone(PAGE_DEFAULTS.about)
    const cards = page.blocks.find((b) => b.name === 'cards')!
    cards.items = [
      { ...cards.items![6]!, title: 'Getting here' },
      cards.items![0]!,
      { title: 'Our partners', summary: 'Who works with us.', link: 'https://partners.example.org', markdown: '' },
    ]
    stubPagesApi({ about: { key: 'about', ...page, updatedAt: '2026-11-29T12:00:00Z' } })
    const { container } = renderWithRouter(<AboutPage />, { path: '/about' })
    await screen.findByText('Getting here')
    expect(structureOf(container).filter((line) => line.startsWith('a['))).toEqual([
      'a[/about/venue-and-travels] Getting hereReaching NIT Patna by air, rail and road.',
      'a[/about/about-the-conference] About the ConferenceOrganiser, hybrid format, dates and the specialised tracks.',
      'a[https://partners.example.org] Our partnersWho works with us. (opens in a new tab)',
    ])
  })

  it('a page reads its stored blocks: the registration page as saved, the fee table still the settings’', async () => {
    const page = structuredClone(PAGE_DEFAULTS.registrations)
    page.title = 'Registering for ICNARI'
    page.blocks.find((b) => b.name === 'rules')!.markdown = '- Students show their **student ID** at the desk'
    page.blocks.find((b) => b.name === 'payment')!.markdown = 'Write to [the treasurer](mailto:treasurer@example.org).'
    stubPagesApi({ registrations: { key: 'registrations', ...page, updatedAt: '2026-11-29T12:00:00Z' } })
    renderWithRouter(<RegistrationsPage feeTable={<p>Fee table</p>} />, { path: '/authors/registrations' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Registering for ICNARI' })).toBeInTheDocument()
    expect(screen.getByText('student ID').closest('li')).toHaveTextContent('Students show their student ID at the desk')
    expect(screen.getByRole('link', { name: 'the treasurer' })).toHaveAttribute('href', 'mailto:treasurer@example.org')
    expect(screen.queryByText(/non-refundable/)).not.toBeInTheDocument()
    expect(screen.getByText('Fee table')).toBeInTheDocument()
  })
})
