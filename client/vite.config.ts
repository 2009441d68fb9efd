/// <reference types="vitest/config" />
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { build, defineConfig, type Plugin, type Rolldown } from 'vite'

// The page's one script (boot.js): it loads the app once a server-rendered page has been painted. Hashed like the
// other assets, so it is cached for a year.
const BOOT_SOURCE = readFileSync(fileURLToPath(new URL('./boot.js', import.meta.url)), 'utf8').replace(
  /^\s*\/\/.*\n/gm,
  '',
)
const BOOT_FILE = `assets/boot-${createHash('sha256').update(BOOT_SOURCE).digest('base64url').slice(0, 10)}.js`

// The app's start in three files, evaluated one task at a time by src/main.tsx (decision 042): React, TanStack's
// router and query, and the rest of what src/start-app.tsx imports. START holds that import graph, gathered once
// every module is parsed; boot.js fetches the three files together.
const START_MODULE = fileURLToPath(new URL('./src/start-app.tsx', import.meta.url))
const START = new Set<string>()
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/
const TANSTACK = /[\\/]node_modules[\\/]@tanstack[\\/]/
const START_GROUPS = ['react', 'tanstack', 'app']

function stagedStart(): Plugin {
  return {
    name: 'staged-start',
    apply: 'build',
    buildEnd() {
      if (this.environment.name !== 'client') return
      START.clear()
      const visit = (id: string) => {
        if (START.has(id)) return
        START.add(id)
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next)
      }
      visit(START_MODULE)
    },
  }
}

function appAfterFirstPaint(): Plugin {
  return {
    name: 'app-after-first-paint',
    apply: 'build',
    generateBundle() {
      if (this.environment.name === 'client') this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: BOOT_SOURCE })
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const start = Object.values(ctx.bundle ?? {}).flatMap((file) =>
          file.type === 'chunk' && START_GROUPS.includes(file.name) ? [`/${file.fileName}`] : [],
        )
        return html.replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          `<script type="module" crossorigin src="/${BOOT_FILE}" data-app="$1" data-start="${start.join(' ')}"></script>`,
        )
      },
    },
  }
}

// The service worker (src/sw.ts) -> dist/sw.js, with Workbox's runtime modules (workbox-precaching, -routing,
// -strategies, -expiration). Its precache list is this build's own app shell: what every page loads (boot, entry,
// stylesheet, and what they import on demand, such as the page titles), the code of the pages that work offline
// (the programme and the workshops), the logo and the icons. Other pages' code is cached as they are visited. It is
// built after the app, by Vite itself: vite-plugin-pwa 2 (which supports Vite 8) would do the same but needs
// workbox-build (babel, rollup 2, terser: ~10,000 lockfile lines) only to list the files this bundle already knows.
const SW_ENTRY = fileURLToPath(new URL('./src/sw.ts', import.meta.url))
const PRECACHED_PUBLIC_FILES = [
  'logo.svg',
  'favicon-48.png',
  'manifest/icons/icon-192.png',
  'manifest/icons/icon-512.png',
  'manifest/icons/icon-maskable-512.png',
]
const ROUTE = /\/src\/routes\//
const OFFLINE_ROUTE = /\/src\/routes\/(?:programme|programs\/technical-session)\b/

/** The app shell's hashed files: the entries and what they reach, but of the routes only the offline ones. */
function appShellFiles(bundle: Rolldown.OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  )
  const reached = new Set<string>()
  const visit = (name: string) => {
    const chunk = chunks.get(name)
    if (!chunk || reached.has(name)) return
    const facade = chunk.facadeModuleId ?? ''
    if (!chunk.isEntry && ROUTE.test(facade) && !OFFLINE_ROUTE.test(facade)) return
    reached.add(name)
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next)
  }
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
  const others = Object.values(bundle)
    .filter((file) => file.type === 'asset' && /^assets\/.+\.(?:js|css|woff2?)$/.test(file.fileName))
    .map((file) => file.fileName)
  return [...reached, ...others].sort()
}

function serviceWorker(): Plugin {
  let outDir = ''
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const digest = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 16)
      const precache = [
        // Hashed names: the name is the revision.
        ...appShellFiles(bundle).map((file) => ({ url: `/${file}`, revision: null })),
        ...PRECACHED_PUBLIC_FILES.map((file) => ({
          url: `/${file}`,
          revision: digest(readFileSync(join(outDir, file))),
        })),
      ]
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __SW_PRECACHE__: JSON.stringify(precache),
          __SW_BUILD__: JSON.stringify(digest(JSON.stringify(precache)).slice(0, 10)),
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          minify: true,
          sourcemap: false,
          rolldownOptions: { input: SW_ENTRY, output: { format: 'iife', entryFileNames: 'sw.js' } },
        },
      })
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Must come before react(): it generates the route tree and splits each route into its own chunk.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routeFileIgnorePattern: '\\.test\\.',
      codeSplittingOptions: {
        // The home page is not split: one file, no extra round trips (docs/performance-history.md, "Client weight").
        splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined),
      },
    }),
    react(),
    tailwindcss(),
    stagedStart(),
    appAfterFirstPaint(),
    serviceWorker(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@openapi': fileURLToPath(new URL('../openapi', import.meta.url)),
      '@common': fileURLToPath(new URL('../common', import.meta.url)),
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The server-render bundle (dist-server/entry-server.js) carries its libraries: the server needs no client
  // dependencies installed to load it.
  ssr: { noExternal: true, target: 'node' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // make bench reads it to tell admin chunks from public ones.
    manifest: true,
    // No preload helper (~2.2 KB on every page); links preload on intent instead. <link rel=modulepreload> was
    // tried and dropped (docs/performance-history.md, "Client weight").
    modulePreload: false,
    // One stylesheet for the site, so no CSS-loading helper in the bundle.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Chrome's explicit compile hint: V8 compiles the entry off the main thread while it downloads
        // (https://v8.dev/blog/explicit-compile-hints; docs/performance-history.md, "Main-thread work on a slow phone").
        postBanner: (chunk) =>
          chunk.isEntry || START_GROUPS.includes(chunk.name) ? '//# allFunctionsCalledOnLoad' : '',
        // The browser's start in three files (decision 042), each one gzip stream with no per-file overhead
        // (docs/performance-history.md, "Client weight"). The server's render bundle keeps everything its entry
        // imports in one file, as before.
        codeSplitting: {
          groups: isSsrBuild
            ? [{ name: 'app', tags: ['$initial'] }]
            : [
                { name: 'react', test: (id) => REACT.test(id) && START.has(id), priority: 3 },
                { name: 'tanstack', test: (id) => TANSTACK.test(id) && START.has(id), priority: 2 },
                // Vite's dynamic-import helper is main.tsx's too: in the app's file, that file would be evaluated first.
                { name: 'import-helper', test: /preload-helper/, priority: 4 },
                { name: 'app', test: (id) => START.has(id), priority: 1 },
              ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    // Both cores: Vitest's default on a 2-core machine is one worker (186 s against 279 s here, 2 December). Beside
    // a second file, a render-heavy test can pass Vitest's 5 s default on a slow host; a hang still fails at 15 s.
    maxWorkers: 2,
    testTimeout: 15_000,
    setupFiles: ['src/test/setup.ts'],
    css: false,
    projects: process.env.VITEST ? testProjects() : undefined,
  },
}))

// Most test files share their worker's modules and jsdom (a third of the suite's time with a graph per file;
// docs/decisions/045). A file that replaces modules (vi.mock, vi.hoisted, vi.stubGlobal), picks another environment,
// or says `// Own modules:` (it tests a first load) gets a graph of its own. A file that answers the API by hand
// shares: src/test/mock-api.ts replaces the client's methods for each test and puts them back after it.
const OWN_MODULES =
  /\bvi\.(?:mock|doMock|hoisted|stubGlobal|stubEnv|resetModules)\(|@vitest-environment|^\/\/ Own modules:/m
function testProjects() {
  const src = fileURLToPath(new URL('./src', import.meta.url))
  const own: string[] = []
  const shared: string[] = []
  for (const f of readdirSync(src, { recursive: true }) as string[])
    if (/\.test\.tsx?$/.test(f)) (OWN_MODULES.test(readFileSync(join(src, f), 'utf8')) ? own : shared).push(`src/${f}`)
  return [
    { extends: true as const, test: { name: 'own-modules', include: own } },
    { extends: true as const, test: { name: 'shared-modules', include: shared, isolate: false } },
  ]
}
