/**
 * A memo that cannot grow without bound: the one rule every memo of the server and the client keeps (decision 050).
 *
 * Entries go in two generations of at most `limit / 2` each. When the newer is full it becomes the older and the
 * older is dropped; a key found only in the older moves back into the newer. So what is asked for keeps its place
 * across a turn, made-up keys (Host headers, URLs, Accept-Encoding values a visitor invents) can at most push out
 * what was not asked for during half a memo's worth of misses, and a hit costs one `Map.get`.
 *
 * Values are never undefined: `get` answers undefined for a key it does not hold.
 */
export class BoundedMap<K, V extends NonNullable<unknown> | null> {
  private newer = new Map<K, V>()
  private older = new Map<K, V>()
  private readonly perGeneration: number

  constructor(readonly limit: number) {
    if (!(limit >= 2)) throw new RangeError(`a bounded map holds at least 2 entries (asked for ${limit})`)
    this.perGeneration = Math.floor(limit / 2)
  }

  get(key: K): V | undefined {
    const value = this.newer.get(key)
    if (value !== undefined) return value
    return this.older.size === 0 ? undefined : this.fromOlder(key)
  }

  set(key: K, value: V): void {
    if (this.newer.size >= this.perGeneration && !this.newer.has(key)) this.turn()
    this.newer.set(key, value)
  }

  /** The value of `key`, made by `make(key, arg)` and kept on a miss: `arg` spares a closure per call on hot paths. */
  getOrMake<A>(key: K, make: (key: K, arg: A) => V, arg: A): V {
    let value = this.get(key)
    if (value === undefined) {
      value = make(key, arg)
      this.set(key, value)
    }
    return value
  }

  /** Entries held, in both generations (at most `limit`). */
  get size(): number {
    return this.newer.size + this.older.size
  }

  clear(): void {
    this.newer.clear()
    this.older.clear()
  }

  private fromOlder(key: K): V | undefined {
    const value = this.older.get(key)
    if (value === undefined) return undefined
    this.older.delete(key)
    this.set(key, value)
    return value
  }

  private turn() {
    this.older = this.newer
    this.newer = new Map()
  }
}
