import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { pickerPapersQueryOptions, pickerSpeakersQueryOptions } from '../api'
import { emptySession } from '../session-form'
import { SessionForm } from './session-form'

// Issue 55 item 6: the CMT track stored on a paper is offered as the session's track.

const paper = (id: string, heading: string, track: string | null) => ({
  _id: id,
  heading,
  authors: ['A. Kumar'],
  link: null,
  content: 'An abstract.',
  cmtId: id,
  track,
  createdAt: '2026-01-10T09:30:00.000Z',
})

function renderForm(paperIds: string[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(pickerSpeakersQueryOptions.queryKey, [])
  queryClient.setQueryData(pickerPapersQueryOptions.queryKey, [
    paper('p1', 'Solar forecasting', 'Photovoltaic Cells'),
    paper('p2', 'Battery ageing', 'Electric Vehicles'),
    paper('p3', 'Untracked', null),
  ])
  render(
    <QueryClientProvider client={queryClient}>
      <SessionForm
        idPrefix="s"
        defaultValues={{ ...emptySession('2026-03-06'), paperIds }}
        rooms={[]}
        days={['2026-03-06']}
        submitLabel="Add session"
        pending={false}
        onSave={async () => undefined}
        onCancel={() => undefined}
      />
    </QueryClientProvider>,
  )
}

describe("SessionForm: the papers' tracks", () => {
  it("offers every paper's track, the chosen papers' first, and fills the chosen papers' track on request", async () => {
    renderForm(['p2'])
    const field = screen.getByLabelText('Track (optional)')
    const options = document.getElementById(field.getAttribute('list') ?? '')?.querySelectorAll('option')
    expect([...(options ?? [])].map((o) => o.value)).toEqual(['Electric Vehicles', 'Photovoltaic Cells'])
    await userEvent.click(screen.getByRole('button', { name: 'Use the papers’ track “Electric Vehicles”' }))
    expect(field).toHaveValue('Electric Vehicles')
    expect(screen.queryByRole('button', { name: /Use the papers’ track/ })).toBeNull()
  })
})
