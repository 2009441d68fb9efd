import { describe, expect, it } from 'vitest'
import { itemText } from './list-search'

describe('itemText (what an admin list search looks in)', () => {
  it('takes every text and list of texts, not ids, links, image URLs or dates', () => {
    const text = itemText({
      _id: 'b3c1d2e4-0000-4000-8000-000000000000',
      name: 'Dr. Ira Sen',
      specialization: ['Smart Grids', 'Hydrogen'],
      description: 'Works on tandem cells.',
      imageUrl: 'https://example.org/api/images/ira.webp',
      link: 'https://example.org/paper',
      createdAt: '2026-01-05T10:00:00.000Z',
      eventDate: '2026-03-06T10:00:00+05:30',
      priority: 3,
    })
    expect(text.split('\n')).toEqual(['Dr. Ira Sen', 'Smart Grids', 'Hydrogen', 'Works on tandem cells.'])
  })
})
