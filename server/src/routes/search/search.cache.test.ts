import { describe, expect, it } from 'vitest'
import { SearchCache } from './search.cache'

function fakeResponseCache(reliable = true) {
  const listeners = new Set<(topic: string | undefined) => void>()
  return {
    reliable,
    onInvalidate: (l: (topic: string | undefined) => void) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    invalidate: (topic?: string) => {
      for (const l of listeners) l(topic)
    },
  }
}

describe('SearchCache', () => {
  it('computes a key once, for concurrent and later calls alike, until an invalidation', async () => {
    const rc = fakeResponseCache()
    const cache = new SearchCache<number>(rc)
    let computed = 0
    const compute = async () => ++computed
    expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual([1, 1])
    expect(await cache.get('a', compute)).toBe(1)
    rc.invalidate('papers')
    expect(await cache.get('a', compute)).toBe(2)
  })

  it('does not keep an answer computed while something changed', async () => {
    const rc = fakeResponseCache()
    const cache = new SearchCache<string>(rc)
    let release!: () => void
    const slow = cache.get('a', () => new Promise<string>((r) => (release = () => r('before the write'))))
    rc.invalidate('speaker')
    release()
    expect(await slow).toBe('before the write')
    expect(await cache.get('a', async () => 'after')).toBe('after')
  })

  it('keeps nothing while invalidations may be missed', async () => {
    const cache = new SearchCache<number>(fakeResponseCache(false))
    let computed = 0
    await cache.get('a', async () => ++computed)
    expect(await cache.get('a', async () => ++computed)).toBe(2)
    expect(cache.size).toBe(0)
  })

  it('drops the least recently used entries beyond its bounds', async () => {
    const cache = new SearchCache<string>(fakeResponseCache(), 2)
    await cache.get('a', async () => 'A')
    await cache.get('b', async () => 'B')
    await cache.get('a', async () => 'A2') // a is now the most recent
    await cache.get('c', async () => 'C')
    expect(cache.size).toBe(2)
    expect(await cache.get('a', async () => 'recomputed')).toBe('A')
    expect(await cache.get('b', async () => 'recomputed')).toBe('recomputed')
  })

  it('shares what every search does first until a write, and keeps no failure', async () => {
    const rc = fakeResponseCache()
    const cache = new SearchCache<string>(rc)
    let reads = 0
    const prepare = async () => ++reads
    expect(await Promise.all([cache.shared('pages', prepare), cache.shared('pages', prepare)])).toEqual([1, 1])
    expect(await cache.shared('pages', prepare)).toBe(1)
    rc.invalidate('settings')
    expect(await cache.shared('pages', prepare)).toBe(2)
    await expect(cache.shared('broken', async () => Promise.reject(new Error('database away')))).rejects.toThrow()
    expect(await cache.shared('broken', async () => 'read again')).toBe('read again')
    const unreliable = new SearchCache<string>(fakeResponseCache(false))
    await unreliable.shared('pages', prepare)
    expect(await unreliable.shared('pages', prepare)).toBe(4)
  })
})
