import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NamedPapers, PaperMatches } from './paper-search'

const paper = (n: number) => ({ _id: `p${n}`, cmtId: String(n), heading: `Paper ${n}` })

describe('PaperMatches', () => {
  it('adds a paper found, but not one already named', async () => {
    const onAdd = vi.fn()
    render(<PaperMatches matches={[paper(1), paper(2)]} chosenIds={['p1']} onAdd={onAdd} />)
    expect(screen.getByRole('button', { name: 'Add paper 1: Paper 1' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Add paper 2: Paper 2' }))
    expect(onAdd).toHaveBeenCalledWith(paper(2))
  })

  it('adds nothing once five papers are named', () => {
    const named = [1, 2, 3, 4, 5].map((n) => `p${n}`)
    render(<PaperMatches matches={[paper(6)]} chosenIds={named} onAdd={() => undefined} />)
    expect(screen.getByRole('button', { name: 'Add paper 6: Paper 6' })).toBeDisabled()
  })
})

describe('NamedPapers', () => {
  it('lists the papers named, each with its own remove button', async () => {
    const onRemove = vi.fn()
    render(
      <NamedPapers
        papers={[paper(1), paper(2)]}
        className="grid"
        removeLabel={(p) => `Remove ${p.heading}`}
        onRemove={onRemove}
      />,
    )
    expect(screen.getByRole('list', { name: 'Papers named' })).toHaveTextContent('1 Paper 1')
    await userEvent.click(screen.getByRole('button', { name: 'Remove Paper 2' }))
    expect(onRemove).toHaveBeenCalledWith(paper(2))
  })
})
