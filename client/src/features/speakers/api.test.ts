import { dehydrate, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { lightenSpeakersState, publicSpeakersQueryOptions, type Speaker } from './api'

const speaker = (i: number): Speaker =>
  ({
    _id: `id-${i}`,
    name: `Speaker ${i}`,
    specialization: ['Grids'],
    description: `A long biography of speaker ${i}.`,
    imageUrl: `/api/images/${i}.webp`,
    priority: i,
  }) as Speaker

function stateWith(speakers: Speaker[], other: unknown = ['x']) {
  const client = new QueryClient()
  client.setQueryData(publicSpeakersQueryOptions.queryKey, speakers)
  client.setQueryData(['other'], other)
  return dehydrate(client)
}

describe('lightenSpeakersState', () => {
  it('keeps the first speakers whole, leaves out the later descriptions and marks the list to be fetched again', () => {
    const state = stateWith(Array.from({ length: 20 }, (_, i) => speaker(i)))
    lightenSpeakersState(state, 12)
    const list = state.queries.find((q) => q.queryKey[0] === 'speakers')!
    const data = list.state.data as Speaker[]
    expect(data).toHaveLength(20)
    expect(data.slice(0, 12).map((s) => s.description)).toEqual(data.slice(0, 12).map((_, i) => speaker(i).description))
    expect(data.slice(12).every((s) => s.description === '' && s.name.startsWith('Speaker'))).toBe(true)
    expect(list.state.isInvalidated).toBe(true)
    // Hydrated, the list is stale: the page fetches it whole.
    const client = new QueryClient()
    client.getQueryCache().build(client, { queryKey: list.queryKey }).setState(list.state)
    expect(client.getQueryCache().find({ queryKey: list.queryKey })!.isStale()).toBe(true)
    expect(state.queries.find((q) => q.queryKey[0] === 'other')!.state.isInvalidated).toBe(false)
  })

  it('leaves a list that the first cards cover as it is', () => {
    const state = stateWith(Array.from({ length: 12 }, (_, i) => speaker(i)))
    lightenSpeakersState(state, 12)
    const list = state.queries.find((q) => q.queryKey[0] === 'speakers')!
    expect((list.state.data as Speaker[]).every((s) => s.description !== '')).toBe(true)
    expect(list.state.isInvalidated).toBe(false)
  })
})
