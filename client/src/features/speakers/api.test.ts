import { dehydrate, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import {
  lightenSpeakersState,
  publicSpeakersQueryOptions,
  type Speaker,
  type SpeakerList,
  speakersPresent,
} from './api'

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
  it('keeps the first speakers whole, a null for each later one, and marks the list to be fetched again', () => {
    const state = stateWith(Array.from({ length: 20 }, (_, i) => speaker(i)))
    lightenSpeakersState(state, 12)
    const list = state.queries.find((q) => q.queryKey[0] === 'speakers')!
    const data = list.state.data as SpeakerList
    expect(data).toHaveLength(20)
    expect(data.slice(0, 12)).toEqual(Array.from({ length: 12 }, (_, i) => speaker(i)))
    expect(data.slice(12).every((s) => s === null)).toBe(true)
    expect(speakersPresent(data)).toHaveLength(12)
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
    expect(list.state.data).toEqual(Array.from({ length: 12 }, (_, i) => speaker(i)))
    expect(list.state.isInvalidated).toBe(false)
  })
})
