import { setFlagsFromString } from 'node:v8'

/**
 * Lets V8 track up to 16 object shapes at one property access before it calls the access megamorphic and looks the
 * property up in a global cache, every time, from then on (its default gives up after 4). Node's http and stream
 * code runs on every answer, and in this process it also serves database sockets, compression, file and web
 * streams: with 4, many of its accesses went megamorphic before the first request arrived. Measured: decision 023.
 * index.ts imports this module first, so that the flag is set before those accesses first run.
 */
setFlagsFromString('--max-valid-polymorphic-map-count=16')
