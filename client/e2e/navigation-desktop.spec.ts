import { expect, test } from '@playwright/test'
import { waitForLiveApp } from './helpers'

// The public shell (header, footer, home page, About and Sponsors pages) against the real server.

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('groups open on hover, one at a time, and close when the pointer leaves', async ({ page }) => {
    await page.goto('/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const about = nav.getByRole('button', { name: 'About' })
    const authors = nav.getByRole('button', { name: 'Authors' })
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Venue and Travels' })).toBeHidden()

    await about.hover()
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Venue and Travels' })).toBeVisible()

    await authors.hover()
    await expect(authors).toHaveAttribute('aria-expanded', 'true')
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Call for Papers' })).toBeVisible()

    await page.mouse.move(640, 600)
    await expect(authors).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Call for Papers' })).toBeHidden()
  })

  test('a group opens on keyboard focus, Escape closes it, ArrowDown reopens it on the first item', async ({
    page,
  }) => {
    await page.goto('/sponsors')
    await waitForLiveApp(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Home' }).focus()
    await page.keyboard.press('Tab')
    const about = nav.getByRole('button', { name: 'About' })
    await expect(about).toBeFocused()
    await expect(about).toHaveAttribute('aria-expanded', 'true')

    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'About the Conference' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(about).toBeFocused()

    await page.keyboard.press('ArrowDown')
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'About the Conference' })).toBeFocused()

    // Tabbing past the last item leaves the group, which closes; the next group opens.
    const aboutMenu = page.locator(`[id="${await about.getAttribute('aria-controls')}"]`)
    const aboutItems = await aboutMenu.getByRole('link').count()
    expect(aboutItems).toBeGreaterThanOrEqual(10) // the About group's items, the Industry Programme Committee included
    for (let i = 0; i < aboutItems; i++) await page.keyboard.press('Tab')
    const authors = nav.getByRole('button', { name: 'Authors' })
    await expect(authors).toBeFocused()
    await expect(authors).toHaveAttribute('aria-expanded', 'true')
    await expect(about).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/authors\/call-for-papers$/)
    await expect(authors).toHaveAttribute('aria-expanded', 'false')
  })

  test('the Technical Session submenu (the published workshops, by title) toggles on its own and a link navigates and closes the menu', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const programs = nav.getByRole('button', { name: 'Programs' })
    await programs.click()
    await expect(programs).toHaveAttribute('aria-expanded', 'true')
    const session = nav.getByRole('button', { name: 'Technical Session' })
    await expect(session).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Photovoltaic Cells' })).toBeHidden()
    await session.click()
    await expect(session).toHaveAttribute('aria-expanded', 'true')
    const submenu = page.locator(`[id="${await session.getAttribute('aria-controls')}"]`)
    await expect(submenu.getByRole('link')).toHaveText([
      'Next-Gen Energy Sources: Renewable Energy Technologies',
      'Next-Gen Transportation: EVs, Drone Technology & Emerging Innovations',
      'Photovoltaic Cells',
    ])
    await session.click()
    await expect(nav.getByRole('link', { name: 'Photovoltaic Cells' })).toBeHidden()
    await expect(programs).toHaveAttribute('aria-expanded', 'true')
    await session.click()
    await nav.getByRole('link', { name: 'Photovoltaic Cells' }).click()
    await expect(page).toHaveURL(/\/programs\/technical-session\/photovoltaic-cell$/)
    await expect(programs).toHaveAttribute('aria-expanded', 'false')
  })

  test('every group item has its route of the site map; CMT Acknowledgement is a plain link to its page', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const expected: Record<string, Record<string, string>> = {
      About: {
        'About the Conference': '/about/about-the-conference',
        'About NIT Patna': '/about/about-nit-patna',
        'Organising Committee': '/about/organising-committee',
        'International Advisory Committee': '/about/international-advisory-committee',
        'Technical Programme Committee': '/about/technical-programme-committee',
        'Industry Programme Committee': '/about/industry-programme-committee',
        'Venue and Travels': '/about/venue-and-travels',
        Accomodations: '/about/accomodations',
        'About NIT Patna (Bihta Campus)': '/about/about-nit-patna-(bihta-campus)',
        PhotoGallery: '/about/photogallery',
      },
      Authors: {
        'Call for Papers': '/authors/call-for-papers',
        'Guidelines to Authors': '/authors/guidelines-to-authors',
        'Paper Submissions': '/authors/paper-submissions',
        Registrations: '/authors/registrations',
        'Best Student Paper Award': '/authors/best-student-paper-award',
        'Financial support': '/authors/financial-support',
        'CMT Acknowledgement': '/authors/cmt-acknowledgement.html',
        'Paper Publication': '/authors/paper-publication',
      },
      Programs: {
        Programme: '/programme',
        Speakers: '/programs/speakers',
        Tours: '/programs/tours',
        'Cultural Event': '/programs/cultural-event',
      },
      Sponsors: {
        'Become a Sponsor': '/sponsors/become-a-sponsor',
        'Benefits of Sponsorship': '/sponsors/benefits-of-sponsorship',
      },
    }
    for (const [group, items] of Object.entries(expected)) {
      const trigger = nav.getByRole('button', { name: group, exact: true })
      await trigger.click()
      const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
      await expect(panel.getByRole('link')).toHaveCount(Object.keys(items).length)
      for (const [label, href] of Object.entries(items)) {
        await expect(panel.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
      }
      await page.keyboard.press('Escape')
    }
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact')

    // CMT Acknowledgement is a plain anchor (as the site map asks): a full page load, rendered by the server, not a client-side route.
    await nav.getByRole('button', { name: 'Authors' }).click()
    const cmt = nav.getByRole('link', { name: 'CMT Acknowledgement' })
    await cmt.click()
    await expect(page).toHaveURL(/\/authors\/cmt-acknowledgement\.html$/)
  })

  test("the footer has the site map's links with one way in: Login, or Admin once a token is stored", async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('navigation', { name: 'Footer' })
    const links = footer.getByRole('link')
    const hrefs = () => links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))
    await expect(links).toHaveCount(7)
    expect(await hrefs()).toEqual(['/', '/about', '/authors', '/programs', '/sponsors', '/contact', '/login'])
    await page.evaluate(() => localStorage.setItem('token', 'a-stored-token'))
    await page.reload()
    await waitForLiveApp(page)
    await expect(footer.getByRole('link', { name: 'Admin' })).toBeVisible()
    await expect(links).toHaveCount(7)
    expect(await hrefs()).toEqual(['/', '/about', '/authors', '/programs', '/sponsors', '/contact', '/admin'])
  })
})
