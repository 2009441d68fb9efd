import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SiteLogo } from './site-logo'

const shippedLogo = readFileSync(join(__dirname, '../../public/logo.svg'), 'utf8')

describe('SiteLogo', () => {
  it('draws the default logo inline, with the shapes of public/logo.svg, and names it when it is not decorative', () => {
    const { container } = render(<SiteLogo src="/logo.svg" alt="ICNARI 2026 logo" size={80} />)
    const svg = screen.getByRole('img', { name: 'ICNARI 2026 logo' })
    expect(svg.tagName.toLowerCase()).toBe('svg')
    expect(container.querySelector('img')).toBeNull()
    // The same drawing as the file the favicon and the preview cards use.
    const shapes = [...svg.children].map((el) => el.outerHTML.replace(/><\/(rect|path)>/, '/>'))
    for (const shape of shapes) expect(shippedLogo).toContain(shape)
    expect(shippedLogo).toContain(`viewBox="${svg.getAttribute('viewBox')}"`)
  })

  it('hides the decorative default from assistive technology', () => {
    const { container } = render(<SiteLogo src="/logo.svg" alt="" size={36} />)
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('shows an uploaded logo as an image', () => {
    render(<SiteLogo src="/api/images/3f2c1a4e.webp" alt="ICNARI 2027 logo" size={80} />)
    expect(screen.getByRole('img', { name: 'ICNARI 2027 logo' })).toHaveAttribute('src', '/api/images/3f2c1a4e.webp')
  })
})
