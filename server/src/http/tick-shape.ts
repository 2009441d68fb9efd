import { executionAsyncResource } from 'node:async_hooks'

/** One of process.nextTick's tick objects, kept for the life of the process (see keepTickObjectShape). */
let keptTickObject: object | undefined

/**
 * Keeps one tick object of `process.nextTick` alive for good. Node 20 builds each tick object from an object literal
 * with computed keys, whose feedback V8 keeps only as weak references to the object's shapes. A full GC while no
 * tick is queued (an idle moment) frees those shapes, the feedback turns megamorphic for good, and every nextTick
 * (several per HTTP answer) then goes through the runtime: cached answers were 20–40% slower from then on, on the
 * bare node:http baseline too. A live tick object keeps the shapes. Measurements: docs/decisions/012.
 */
export function keepTickObjectShape(): Promise<void> {
  if (keptTickObject) return Promise.resolve()
  return new Promise((resolve) =>
    process.nextTick(() => {
      // Inside a tick callback, the current async resource is the tick object itself.
      keptTickObject = executionAsyncResource()
      resolve()
    }),
  )
}
