import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { getMyProgramme, toggleStarred } from './my-programme'
import { SESSION_NOT_IN_PROGRAMME, toggleStarredBySlug } from './star-by-slug'

const { answer } = vi.hoisted(() => ({ answer: vi.fn<() => Promise<unknown>>() }))
// GET /api/programme, as the test has it answer.
vi.mock('./api', () => ({ programmeQueryOptions: { queryKey: ['programme', 'published'], queryFn: answer } }))

const session = (id: string, slug: string, title: string) => ({ _id: id, slug, title })

/** The programme answering these sessions, one answer after another (the last one from then on). */
function programmeAnswers(...answers: ReturnType<typeof session>[][]) {
  answer.mockReset()
  answer.mockImplementation(async () => ({ rooms: [], sessions: answers.length > 1 ? answers.shift()! : answers[0]! }))
  return answer
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })

describe('toggleStarredBySlug', () => {
  it("stars a session by its slug with the published programme's id and title", async () => {
    programmeAnswers([session('s1', 'grid-talk', 'Grid talk'), session('s2', 'keynote', 'Keynote')])
    await expect(toggleStarredBySlug(client(), { slug: 'keynote', title: 'Key' })).resolves.toBe(true)
    expect(getMyProgramme()).toEqual([{ id: 's2', slug: 'keynote', title: 'Keynote' }])
  })

  it('unstars a starred session without loading the programme', async () => {
    const fetch = programmeAnswers([])
    toggleStarred({ id: 's2', slug: 'keynote', title: 'Keynote' })
    await expect(toggleStarredBySlug(client(), { slug: 'keynote', title: 'Keynote' })).resolves.toBe(false)
    expect(getMyProgramme()).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('uses the copy already loaded, and a fresh one when that copy does not have the session yet', async () => {
    const fetch = programmeAnswers([session('s1', 'grid-talk', 'Grid talk')], [session('s9', 'new-talk', 'New talk')])
    const queryClient = client()
    await toggleStarredBySlug(queryClient, { slug: 'grid-talk', title: 'Grid talk' })
    expect(fetch).toHaveBeenCalledTimes(1)
    await expect(toggleStarredBySlug(queryClient, { slug: 'new-talk', title: 'New talk' })).resolves.toBe(true)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(getMyProgramme().map((e) => e.id)).toEqual(['s1', 's9'])
  })

  it('refuses a session the programme no longer has, and a programme that does not load', async () => {
    programmeAnswers([session('s1', 'grid-talk', 'Grid talk')])
    await expect(toggleStarredBySlug(client(), { slug: 'gone', title: 'Gone' })).rejects.toThrow(
      SESSION_NOT_IN_PROGRAMME,
    )
    answer.mockRejectedValue(new Error('Failed to load the programme.'))
    await expect(toggleStarredBySlug(client(), { slug: 'grid-talk', title: 'Grid talk' })).rejects.toThrow(
      'Failed to load the programme.',
    )
    expect(getMyProgramme()).toEqual([])
  })
})
