import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { matchesQuery, SearchPicker } from './search-picker'

const papers = [
  { id: 'p1', title: 'Adaptive inverter control', detail: 'A. Kumar, S. Singh' },
  { id: 'p2', title: 'Battery storage sizing', detail: 'R. Rao' },
  { id: 'p3', title: 'Grid-forming converters', detail: 'S. Singh' },
]

describe('matchesQuery', () => {
  it('finds every word anywhere, whatever the case and accents', () => {
    expect(matchesQuery('singh grid', 'Grid-forming converters S. Singh')).toBe(true)
    expect(matchesQuery('SÉRGIO', 'Sergio Ramos')).toBe(true)
    expect(matchesQuery('singh battery', 'Battery storage sizing R. Rao')).toBe(false)
  })
})

describe('SearchPicker', () => {
  it('is a labelled combobox: typing lists the matches not yet chosen, the keyboard adds one', async () => {
    const onAdd = vi.fn()
    render(
      <SearchPicker
        label="Search papers by title or author"
        noun="papers"
        placeholder="A title or an author"
        options={papers}
        chosenIds={['p1']}
        loading={false}
        failed={false}
        onAdd={onAdd}
      />,
    )
    expect(screen.getByText('Search papers by title or author', { selector: 'span' })).toBeVisible()
    const box = screen.getByRole('combobox', { name: 'Search papers by title or author' })
    await userEvent.type(box, 'singh')
    // p1 is chosen already: only p3 is offered.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Grid-forming convertersS. Singh'])
    expect(screen.getByRole('status')).toHaveTextContent('1 of 1 papers shown')
    await userEvent.keyboard('{Enter}')
    expect(onAdd).toHaveBeenCalledWith('p3')
    expect(box).toHaveValue('')
    await userEvent.type(box, 'nothing like it')
    expect(screen.getByRole('status')).toHaveTextContent('No papers match “nothing like it”.')
  })
})
