import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Hono } from 'hono'

// The reference page loads Swagger UI from our own server (no CDN: the site must work offline
// and under a CSP that allows only our own scripts), with its start-up code in a file, not inline.
const require = createRequire(import.meta.url)

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conference website API reference</title>
<meta name="description" content="Reference of the conference website API (every edition's).">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script>
</body>
</html>`

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`

export function mountApiDocs(api: Hono<any>) {
  let dist: string | undefined
  try {
    dist = dirname(require.resolve('swagger-ui-dist/package.json'))
  } catch {
    dist = undefined
  }
  const files = new Map<string, { body: Uint8Array | string; type: string }>()
  files.set('init.js', { body: INIT, type: 'text/javascript; charset=utf-8' })
  if (dist) {
    files.set('swagger-ui.css', { body: readFileSync(join(dist, 'swagger-ui.css')), type: 'text/css; charset=utf-8' })
    files.set('swagger-ui-bundle.js', {
      body: readFileSync(join(dist, 'swagger-ui-bundle.js')),
      type: 'text/javascript; charset=utf-8',
    })
  }
  api.get('/docs', (c) => c.html(PAGE))
  api.get('/docs/assets/:file', (c) => {
    const file = files.get(c.req.param('file'))
    if (!file) return c.json({ message: 'Not found.' }, 404)
    return c.body(file.body as string, 200, {
      'Content-Type': file.type,
      'Cache-Control': 'public, max-age=86400',
    })
  })
}
