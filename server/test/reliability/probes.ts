import { exampleOf, type Json, type Operation } from './helpers'
import { BAD_IDS, BAD_JSON_TEXTS, BAD_QUERIES, RAW_STRINGS, WRONG_VALUES } from './probe-inputs'

// Hostile requests generated from the contract: for one operation, dozens of malformed variants of a valid call.

export interface Probe {
  label: string
  method: string
  /** Path below /api, with the query string. */
  path: string
  headers: Record<string, string>
  body?: RequestInit['body']
  /** Sent with the admin token of the run (when the run has one). */
  withToken: boolean
}

function fillPath(path: string, ids: Record<string, string>, override?: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => override ?? ids[name] ?? 'missing')
}

/** Puts `value` (a raw JSON text) at `key` of `base` (a JSON object). */
function rawBodyWith(base: Json, key: string, rawValue: string): string {
  const marker = '"__RAW_VALUE__"'
  return JSON.stringify({ ...base, [key]: '__RAW_VALUE__' }).replace(marker, rawValue)
}

/** Every hostile probe for one operation. `ids` maps path parameters to a real item's id (when one exists). */
export function probesFor(op: Operation, doc: Json, ids: Record<string, string>): Probe[] {
  const probes: Probe[] = []
  const path = fillPath(op.path, ids)
  const json = { 'content-type': 'application/json' }
  const add = (label: string, p: Partial<Probe>) =>
    probes.push({ label, method: op.method, path, headers: {}, withToken: true, ...p })

  const bodyAllowed = op.method !== 'GET' && op.method !== 'HEAD'
  const isJson = op.bodyTypes.includes('application/json')
  const example: Json = op.bodySchema ? exampleOf(doc, op.bodySchema) : undefined
  const validBody = isJson ? JSON.stringify(example) : undefined

  // The valid call itself (a 2xx is fine) and the same without any body or with an empty body.
  add('the example call', { headers: isJson ? json : {}, body: validBody })
  if (bodyAllowed) {
    add('no body at all', { headers: json })
    add('an empty JSON object', { headers: json, body: '{}' })
    for (const [label, text] of [
      ['JSON null', 'null'],
      ['a JSON list', '[]'],
      ['a JSON string', '"text"'],
      ['a JSON number', '42'],
      ['JSON true', 'true'],
    ])
      add(`body is ${label}`, { headers: json, body: text })
    for (const [label, text] of BAD_JSON_TEXTS) add(`bad JSON: ${label}`, { headers: json, body: text })
    add('bytes that are not UTF-8', {
      headers: json,
      body: new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]),
    })
    add('a body in UTF-16', {
      headers: { 'content-type': 'application/json; charset=utf-16' },
      body: Buffer.from(validBody ?? '{}', 'utf16le'),
    })
    // Wrong content types carrying the valid body.
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'text/html; charset=utf-8',
      'application/json-patch+json',
      'multipart/form-data; boundary=----x',
      'multipart/form-data',
      'application/octet-stream',
      'image/png',
      '',
      'application/json; charset=utf-8; boundary=x; a=b',
      'APPLICATION/JSON',
    ])
      add(`content type '${type}'`, { headers: type ? { 'content-type': type } : {}, body: validBody ?? '{"a":1}' })
    const form = new FormData()
    form.set('heading', 'x')
    form.set('image', new Blob(['not an image'], { type: 'image/png' }), 'x.png')
    add('a real multipart form', { body: form })
    add('a urlencoded form', { body: new URLSearchParams({ heading: 'x', name: 'y' }) })
    // Sizes around the 256 KB JSON limit (uploads have their own, larger one).
    add('a 200 KB body (within the limit)', {
      headers: json,
      body: JSON.stringify({ ...(example ?? {}), pad: 'p'.repeat(200_000) }),
    })
    add('a 300 KB body (beyond the limit)', {
      headers: json,
      body: JSON.stringify({ ...(example ?? {}), pad: 'p'.repeat(300_000) }),
    })
    add('a 2 MB body', { headers: json, body: JSON.stringify({ pad: 'p'.repeat(2_000_000) }) })
    add('a 300 KB body streamed without Content-Length', {
      headers: json,
      body: new ReadableStream({
        start(controller) {
          const chunk = new TextEncoder().encode(`{"pad":"${'p'.repeat(64 * 1024)}`)
          for (let i = 0; i < 5; i++) controller.enqueue(chunk)
          controller.enqueue(new TextEncoder().encode('"}'))
          controller.close()
        },
      }),
    })
  }

  // Field by field: missing, wrong types, odd text, odd Unicode.
  if (isJson && example && typeof example === 'object' && !Array.isArray(example)) {
    const keys = Object.keys(op.bodySchema?.properties ?? example)
    for (const key of keys) {
      const { [key]: _dropped, ...without } = example
      add(`${key} missing`, { headers: json, body: JSON.stringify(without) })
      for (const [label, value] of WRONG_VALUES)
        add(`${key} is ${label}`, { headers: json, body: JSON.stringify({ ...example, [key]: value }) })
      for (const raw of RAW_STRINGS)
        add(`${key} is the raw JSON text ${raw}`, { headers: json, body: rawBodyWith(example, key, raw) })
    }
    add('extra fields', {
      headers: json,
      body: JSON.stringify({
        ...example,
        extra: 'x',
        _id: '00000000-0000-0000-0000-000000000000',
        createdAt: 'yesterday',
        isAdmin: true,
      }),
    })
    add('prototype pollution keys', {
      headers: json,
      body: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},${(validBody ?? '{}').slice(1)}`,
    })
  }

  // Multipart operations (the image upload): malformed forms.
  if (op.bodyTypes.includes('multipart/form-data')) {
    const forms: [string, () => FormData][] = [
      ['no image field', () => new FormData()],
      [
        'image as text',
        () => {
          const f = new FormData()
          f.set('image', 'just text')
          return f
        },
      ],
      [
        'two images',
        () => {
          const f = new FormData()
          f.append('image', new Blob(['a']), 'a.png')
          f.append('image', new Blob(['b']), 'b.png')
          return f
        },
      ],
      [
        'an empty file',
        () => {
          const f = new FormData()
          f.set('image', new Blob([]), 'empty.png')
          return f
        },
      ],
      [
        'a text file named .png',
        () => {
          const f = new FormData()
          f.set('image', new Blob(['hello world, not an image at all'], { type: 'image/png' }), 'x.png')
          return f
        },
      ],
      [
        'an SVG',
        () => {
          const f = new FormData()
          f.set(
            'image',
            new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
              type: 'image/svg+xml',
            }),
            'x.svg',
          )
          return f
        },
      ],
      [
        'a file name with traversal',
        () => {
          const f = new FormData()
          f.set('image', new Blob(['GIF89a not really']), '../../etc/passwd')
          return f
        },
      ],
    ]
    for (const [label, make] of forms) add(`multipart: ${label}`, { body: make() })
    add('multipart with a broken boundary', {
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      body: '--abc\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\n\r\nunterminated',
    })
    add('multipart with no boundary', { headers: { 'content-type': 'multipart/form-data;' }, body: 'x' })
  }

  // Path parameters: malformed, traversal, encoded NUL, very long, unknown.
  if (op.pathParams.length > 0) {
    for (const id of BAD_IDS) {
      const suffix = op.path.includes('/images/') && !id.includes('.') ? `${id}.webp` : id
      add(`path parameter '${id.slice(0, 40)}'`, {
        path: fillPath(op.path, ids, suffix),
        headers: isJson ? json : {},
        body: validBody,
      })
    }
    add('an extra path segment', { path: `${path}/extra`, headers: isJson ? json : {}, body: validBody })
    add('raw ../ in the path', {
      path: fillPath(op.path, ids, '../../../etc/passwd'),
      headers: isJson ? json : {},
      body: validBody,
    })
  }

  // Query strings (every operation: unknown parameters must be harmless too).
  for (const q of BAD_QUERIES)
    add(`query '${q.slice(0, 40)}'`, { path: `${path}?${q}`, headers: isJson ? json : {}, body: validBody })

  // The path itself: trailing slash, letter case, doubled slashes, encoded separators, suffixes.
  for (const [label, variant] of [
    ['a trailing slash', `${path}/`],
    ['upper-case letters', path.toUpperCase()],
    ['a doubled slash', path.replace(/^\/(\w+)\//, '//$1//')],
    ['an encoded NUL suffix', `${path}%00`],
    ['a ;param suffix', `${path};jsessionid=x`],
    ['a .json suffix', `${path}.json`],
    ['an encoded slash', path.replace(/\/([^/]*)$/, '%2F$1')],
  ] as [string, string][])
    add(`path with ${label}`, { path: variant, headers: isJson ? json : {}, body: validBody })

  // Headers: bad tokens, odd caching and encoding headers.
  const tokenHeaders: [string, Record<string, string>][] = [
    ['a garbage token', { token: 'garbage' }],
    ['a 10 KB token', { token: 't'.repeat(10_000) }],
    ['token "null"', { token: 'null' }],
    ['a token of Latin-1 bytes', { token: 'tök\u00ffen' }],
    ['Bearer garbage', { authorization: `Bearer ${'A'.repeat(43)}` }],
    ['Basic credentials', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
    ['Bearer with nothing', { authorization: 'Bearer ' }],
    ['a token that looks like SQL', { token: "x' OR '1'='1" }],
  ]
  for (const [label, h] of tokenHeaders)
    add(`header: ${label}`, { headers: { ...(isJson ? json : {}), ...h }, body: validBody, withToken: false })
  for (const [label, h] of [
    ['If-None-Match garbage', { 'if-none-match': '"\u00ff", *, W/' }],
    ['odd Accept-Encoding', { 'accept-encoding': 'br;q=abc, gzip;q=-1, *;q=2' }],
    ['Range', { range: 'bytes=0-1,5-2' }],
    ['X-Forwarded-For garbage', { 'x-forwarded-for': '::ffff:999.1.1.1, <script>' }],
    ['Origin null', { origin: 'null' }],
    ['Content-Encoding gzip on plain bytes', { 'content-encoding': 'gzip' }],
  ] as [string, Record<string, string>][])
    add(`header: ${label}`, { headers: { ...(isJson ? json : {}), ...h }, body: validBody })

  // Wrong methods on the operation's path.
  for (const method of ['PUT', 'PATCH', 'DELETE', 'POST', 'GET', 'OPTIONS'].filter((m) => m !== op.method)) {
    probes.push({
      label: `method ${method}`,
      method,
      path,
      headers: method === 'OPTIONS' ? { origin: 'https://evil.example', 'access-control-request-method': 'POST' } : {},
      withToken: true,
    })
  }

  return probes
    .filter((p) => !((p.method === 'GET' || p.method === 'HEAD') && p.body !== undefined))
    .concat(
      // GET cannot carry a body: the same probes without it.
      probes
        .filter((p) => (p.method === 'GET' || p.method === 'HEAD') && p.body !== undefined)
        .map((p) => ({ ...p, body: undefined })),
    )
}
