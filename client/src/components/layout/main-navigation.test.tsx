import { PAGE_DEFAULTS } from '@common/pages'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { pageQueryOptions } from '@/lib/page-query'
import { workshopLinksQueryOptions } from '@/lib/workshops'
import { renderWithRouter } from '@/test/render-with-router'
import { MainNavigation } from './main-navigation'

// The Technical Session submenu lists the published workshops, as GET /api/programme/workshops answers them (by title).
const WORKSHOPS = {
  workshops: [
    {
      _id: '00000000-0000-4000-8000-000000000002',
      number: 2,
      slug: 'renewable-energy',
      title: 'Next-Gen Energy Sources',
    },
    { _id: '00000000-0000-4000-8000-000000000003', number: 3, slug: 'photovoltaic-cell', title: 'Photovoltaic Cells' },
  ],
}

/** The navigation, with the published workshops already read (as a server render hands it over). */
function renderNavigation() {
  const rendered = renderWithRouter(<MainNavigation />)
  act(() => rendered.queryClient.setQueryData(workshopLinksQueryOptions.queryKey, WORKSHOPS))
  return rendered
}

// jsdom applies no CSS, so the desktop bar and the mobile menu are both in the DOM;
// the mobile one is the navigation that holds the burger button.
function mobileNav() {
  const burger = screen.getByRole('button', { name: /menu$/ })
  return { burger, nav: burger.closest('nav')! }
}

describe('MainNavigation', () => {
  it('shows the menu’s labels as organisers renamed them, each still leading to its page', async () => {
    const rendered = renderNavigation()
    await screen.findAllByRole('link', { name: 'Home' })
    const menu = structuredClone(PAGE_DEFAULTS.menu)
    const rename: Record<string, string> = {
      '/about': 'The Conference',
      '/about/venue-and-travels': 'Getting here',
      '/programs/technical-session': 'Workshops',
      '/contact': 'Write to us',
    }
    for (const item of menu.blocks[0]!.items!) item.title = rename[item.link!] ?? item.title
    act(() =>
      rendered.queryClient.setQueryData(pageQueryOptions('menu').queryKey, {
        key: 'menu',
        ...menu,
        updatedAt: '2026-11-29T12:00:00Z',
      }),
    )
    const desktop = screen.getAllByRole('navigation', { name: 'Main' })[0]!
    expect(await within(desktop).findByRole('button', { name: 'The Conference' })).toBeInTheDocument()
    expect(within(desktop).queryByRole('button', { name: 'About' })).not.toBeInTheDocument()
    expect(within(desktop).getByRole('link', { name: 'Getting here', hidden: true })).toHaveAttribute(
      'href',
      '/about/venue-and-travels',
    )
    expect(within(desktop).getByRole('button', { name: 'Workshops', hidden: true })).toBeInTheDocument()
    expect(within(desktop).getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact')
    // An entry left as it was keeps its words.
    expect(within(desktop).getByRole('link', { name: 'Speakers', hidden: true })).toHaveAttribute(
      'href',
      '/programs/speakers',
    )
  })

  it('shows Admin only when a token is stored, and follows session-change', async () => {
    renderWithRouter(<MainNavigation />)
    await screen.findAllByRole('link', { name: 'Home' })
    expect(screen.queryAllByRole('link', { name: 'Admin' })).toHaveLength(0)
    act(() => {
      localStorage.setItem('token', 't')
      window.dispatchEvent(new Event('session-change'))
    })
    expect(screen.getAllByRole('link', { name: 'Admin', hidden: true }).length).toBeGreaterThan(0)
    act(() => {
      localStorage.removeItem('token')
      window.dispatchEvent(new Event('session-change'))
    })
    expect(screen.queryAllByRole('link', { name: 'Admin', hidden: true })).toHaveLength(0)
  })

  it('reads the token when it mounts', async () => {
    localStorage.setItem('token', 't')
    renderWithRouter(<MainNavigation />)
    expect((await screen.findAllByRole('link', { name: 'Admin', hidden: true })).length).toBeGreaterThan(0)
  })

  it('mobile: burger toggles; one group at a time; open group closes on click; submenu toggles alone', async () => {
    const user = userEvent.setup()
    renderNavigation()
    await screen.findAllByRole('link', { name: 'Home' })
    const { burger, nav } = mobileNav()
    expect(burger).toHaveAccessibleName('Open menu')
    // Closed, the panel holds nothing yet: the server sends a page without it (the desktop bar has the links).
    expect(within(nav).queryAllByRole('link', { hidden: true })).toHaveLength(0)
    await user.click(burger)
    expect(burger).toHaveAccessibleName('Close menu')
    expect(burger).toHaveAttribute('aria-expanded', 'true')

    const m = within(nav)
    const about = m.getByRole('button', { name: 'About' })
    const programs = m.getByRole('button', { name: 'Programs' })
    await user.click(about)
    expect(about).toHaveAttribute('aria-expanded', 'true')
    expect(m.getByRole('link', { name: 'Venue and Travels' })).toBeVisible()
    await user.click(programs)
    expect(about).toHaveAttribute('aria-expanded', 'false')
    expect(m.queryByRole('link', { name: 'Venue and Travels' })).toBeNull()
    const session = m.getByRole('button', { name: 'Technical Session' })
    await user.click(session)
    expect(m.getByRole('link', { name: 'Photovoltaic Cells' })).toHaveAttribute(
      'href',
      '/programs/technical-session/photovoltaic-cell',
    )
    await user.click(session)
    expect(m.queryByRole('link', { name: 'Photovoltaic Cells' })).toBeNull()
    expect(programs).toHaveAttribute('aria-expanded', 'true')
    await user.click(programs)
    expect(programs).toHaveAttribute('aria-expanded', 'false')

    await user.click(about)
    await user.click(m.getByRole('link', { name: 'Accomodations' }))
    expect(burger).toHaveAccessibleName('Open menu')
    expect(burger).toHaveAttribute('aria-expanded', 'false')
  })

  it('CMT Acknowledgement is a plain anchor to its page (a full load, rendered by the server)', async () => {
    renderWithRouter(<MainNavigation />)
    await screen.findAllByRole('link', { name: 'Home' })
    const links = screen.getAllByRole('link', { name: 'CMT Acknowledgement', hidden: true })
    for (const link of links) expect(link).toHaveAttribute('href', '/authors/cmt-acknowledgement.html')
  })

  it('Programs: Programme first, then the published workshops by title in the Technical Session submenu', async () => {
    const user = userEvent.setup()
    renderNavigation()
    await screen.findAllByRole('link', { name: 'Home' })
    const { burger, nav } = mobileNav()
    await user.click(burger)
    const m = within(nav)
    await user.click(m.getByRole('button', { name: 'Programs' }))
    const group = m.getByRole('button', { name: 'Programs' }).parentElement!
    const firstItem = within(group).getAllByRole('listitem')[0]!
    expect(within(firstItem).getByRole('link')).toHaveAccessibleName('Programme')
    expect(within(firstItem).getByRole('link')).toHaveAttribute('href', '/programme')
    await user.click(m.getByRole('button', { name: 'Technical Session' }))
    const list = m.getByRole('button', { name: 'Technical Session' }).nextElementSibling as HTMLElement
    await within(list).findByRole('link', { name: 'Photovoltaic Cells' })
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Next-Gen Energy Sources', '/programs/technical-session/renewable-energy'],
      ['Photovoltaic Cells', '/programs/technical-session/photovoltaic-cell'],
    ])
  })
})
