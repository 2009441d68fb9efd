import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FIRST_BATCH, useGrowingCount } from './use-growing-count'
import { HydrationGate } from './use-hydrated'
import { WholeListsContext } from './whole-lists'

// A server render shows a long list's first batch (the browser grows it); an archived page's render shows it whole,
// as nothing will run there to grow it (issue 32).
function List({ total }: { total: number }) {
  const shown = Math.min(total, useGrowingCount(total, true))
  const ids = Array.from({ length: shown }, (_, i) => `item-${i}`)
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>{id}</li>
      ))}
    </ul>
  )
}

const items = (html: string) => html.match(/<li>/g)?.length ?? 0

describe('useGrowingCount in a server render', () => {
  it('renders the first batch of a live page, and every item of an archived one', () => {
    const total = FIRST_BATCH * 5
    const live = renderToString(
      <HydrationGate serverRendered>
        <List total={total} />
      </HydrationGate>,
    )
    expect(items(live)).toBe(FIRST_BATCH)
    const archived = renderToString(
      <WholeListsContext value={true}>
        <HydrationGate serverRendered>
          <List total={total} />
        </HydrationGate>
      </WholeListsContext>,
    )
    expect(items(archived)).toBe(total)
  })
})
