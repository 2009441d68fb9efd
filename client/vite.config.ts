/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    // Must come before react(): it generates the route tree and splits each route into its own chunk.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routeFileIgnorePattern: '\\.test\\.',
      codeSplittingOptions: {
        // The home page, where most visits start, is part of the main bundle: its page and the list code it
        // shares with other pages (React Query's useQuery) then arrive in one file, without the two further
        // round trips a split route's chunks take, and one gzip stream is 1.6 KB smaller than the three files.
        splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined),
      },
    }),
    react(),
    tailwindcss(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@openapi': fileURLToPath(new URL('../openapi', import.meta.url)),
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // make bench reads it to tell admin chunks from public ones.
    manifest: true,
    // No preload helper around dynamic imports: it is ~2.2 KB gzip on every page and runs as each route's code
    // loads. Without it a route's shared chunks are fetched once its own chunk has arrived (one more round trip),
    // which links hide by preloading a route's code on intent. Naming a pre-rendered page's chunks in
    // <link rel="modulepreload"> instead was tried: on a slow phone they compete with the CSS for bandwidth and
    // the first paint came ~400 ms later (Lighthouse, 6 alternating runs: performance 92 against 95 without).
    modulePreload: false,
    // One stylesheet for the whole site (it is 8 KB gzip): no per-route CSS for Vite to load with a route's code,
    // so its CSS-loading helper (~0.9 KB gzip) stays out of the bundle too.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Chrome's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): the entry is React, the
        // router, React Query and the page shell, nearly all of it run on load. With the hint, V8 compiles its
        // functions while the file streams in, off the main thread, instead of one by one on first call in the
        // tasks that start the router and hydrate the page.
        postBanner: (chunk) => (chunk.isEntry ? '//# allFunctionsCalledOnLoad' : ''),
        // Everything the entry imports statically loads on every page anyway: one file for it, not the entry
        // plus ten small shared chunks (react, router core, utils...) that lazy routes also import. One gzip
        // stream compresses better and saves the per-file overhead: about 3.6 KB gzip on each page.
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
