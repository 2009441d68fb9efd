import { PAGE_DEFAULTS } from '@common/pages'
import { describe, expect, it } from 'vitest'
import { contactLink, homeLink, navGroups } from '@/content/navigation'

describe('the menu’s labels as data', () => {
  it('default to the labels written in the navigation, one entry per path, in the menu’s order', () => {
    const written = [homeLink, ...navGroups.flatMap((group) => [group, ...group.items]), contactLink].map((entry) => ({
      title: entry.label,
      link: entry.route,
      markdown: '',
    }))
    expect(PAGE_DEFAULTS.menu.blocks.find((b) => b.name === 'items')?.items).toEqual(written)
  })
})
