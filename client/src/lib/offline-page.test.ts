import { describe, expect, it } from 'vitest'
import { offlinePageHtml, savedPageTitle } from './offline-page'

describe('the offline page', () => {
  it("names each saved page by its title without the site's suffix, the path when it has none", () => {
    expect(savedPageTitle('<head><title>Venue &amp; travel | ICNARI 2026</title></head>', '/about/venue')).toBe(
      'Venue & travel',
    )
    expect(savedPageTitle('<head></head>', '/about')).toBe('/about')
  })

  it('says the page asked for is not saved and links the saved ones, the programme first, escaped', () => {
    const html = offlinePageHtml('/sponsors', [
      { path: '/about', title: 'About' },
      { path: '/programme', title: 'Programme' },
      { path: '/x"y', title: '<b>odd</b>' },
    ])
    expect(html).toContain('You are offline.')
    expect(html).toContain('<h1>This page is not saved on this device</h1>')
    expect(html).toContain('/sponsors has not been opened here before')
    expect(html).toContain(
      '<ul><li><a href="/programme">Programme</a></li><li><a href="/about">About</a></li><li><a href="/x&quot;y">&lt;b&gt;odd&lt;/b&gt;</a></li></ul>',
    )
    expect(offlinePageHtml('/', [])).toContain('No page is saved on this device yet')
  })
})
