// What a visitor's browser loads (gzip -9) on the main pages, and the floor the site's stack sets.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROME_FLAGS, CHROMIUM, gzipBytes, root } from './common'

export async function clientWeight(siteUrl: string) {
  const { chromium } = await import('@playwright/test')
  const manifest = JSON.parse(readFileSync(join(root, 'client/dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string; css?: string[] }
  >
  const adminFiles = new Set(
    Object.values(manifest)
      .filter((m) => m.src && /routes\/admin|features\/admin/.test(m.src))
      .map((m) => `/${m.file}`),
  )
  const gz = (path: string) => gzipBytes(join(root, 'client/dist', path))
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.split(' ') })
  const pages: Record<string, { js: number; css: number; admin: string[] }> = {}
  for (const route of ['/', '/programs/speakers', '/authors/call-for-papers']) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const assets = new Set<string>()
    page.on('request', (req) => {
      const u = new URL(req.url())
      if (u.pathname.startsWith('/assets/')) assets.add(u.pathname)
    })
    await page.goto(siteUrl + route, { waitUntil: 'networkidle' })
    const files = [...assets]
    pages[route] = {
      js: files.filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(f), 0),
      css: files.filter((f) => f.endsWith('.css')).reduce((s, f) => s + gz(f), 0),
      admin: files.filter((f) => adminFiles.has(f)),
    }
    await context.close()
  }
  await browser.close()
  const chunks = Object.values(manifest).filter((m) => m.file.endsWith('.js'))
  const largest = chunks.map((m) => ({ file: m.file, gz: gz(`/${m.file}`) })).sort((a, b) => b.gz - a.gz)[0]!
  return { pages, largest }
}

/**
 * What the home page of the smallest app on the site's fixed stack loads (bench/stack-floor): the entry chunk, the
 * index route's chunk and everything they import, gzip -9 as for the site.
 */
export function stackFloor(): number {
  const dir = mkdtempSync(join(tmpdir(), 'bench-stack-floor-'))
  try {
    cpSync(join(root, 'bench/stack-floor'), dir, { recursive: true })
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
    const build = spawnSync(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    )
    if (build.status !== 0) throw new Error(`stack floor build failed: ${build.stderr}`)
    const manifest = JSON.parse(readFileSync(join(dir, 'dist/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
    >
    const loaded = new Set<string>()
    const visit = (key: string) => {
      if (loaded.has(key)) return
      loaded.add(key)
      const chunk = manifest[key]!
      for (const k of chunk.imports ?? []) visit(k)
      for (const k of chunk.dynamicImports ?? []) if (k.includes('routes/index.tsx')) visit(k)
    }
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
    return [...loaded]
      .map((k) => manifest[k]!.file)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipBytes(join(dir, 'dist', f)), 0)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
