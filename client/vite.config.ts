/// <reference types="vitest/config" />
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

// The page's one script (boot.js): it loads the app once a server-rendered page has been painted. Hashed like the
// other assets, so it is cached for a year.
const BOOT_SOURCE = readFileSync(fileURLToPath(new URL('./boot.js', import.meta.url)), 'utf8').replace(
  /^\s*\/\/.*\n/gm,
  '',
)
const BOOT_FILE = `assets/boot-${createHash('sha256').update(BOOT_SOURCE).digest('base64url').slice(0, 10)}.js`

function appAfterFirstPaint(): Plugin {
  return {
    name: 'app-after-first-paint',
    apply: 'build',
    generateBundle() {
      if (this.environment.name === 'client') this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: BOOT_SOURCE })
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          `<script type="module" crossorigin src="/${BOOT_FILE}" data-app="$1"></script>`,
        ),
    },
  }
}

export default defineConfig({
  plugins: [
    // Must come before react(): it generates the route tree and splits each route into its own chunk.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routeFileIgnorePattern: '\\.test\\.',
      codeSplittingOptions: {
        // The home page is not split: one file, no extra round trips (docs/performance.md §5).
        splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined),
      },
    }),
    react(),
    tailwindcss(),
    appAfterFirstPaint(),
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
    // tried and dropped (docs/performance.md §5).
    modulePreload: false,
    // One stylesheet for the site, so no CSS-loading helper in the bundle.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Chrome's explicit compile hint: V8 compiles the entry off the main thread while it downloads
        // (https://v8.dev/blog/explicit-compile-hints; docs/performance.md §6).
        postBanner: (chunk) => (chunk.isEntry ? '//# allFunctionsCalledOnLoad' : ''),
        // Everything the entry imports goes in one file: one gzip stream, no per-file overhead (docs/performance.md §5).
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
})
