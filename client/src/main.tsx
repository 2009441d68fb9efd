import './styles.css'

// Written here, not imported from lib/: whatever this file imports is evaluated with it, before the first stage.
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

// The app's code is evaluated in three tasks, not one: React DOM, then TanStack's router and query, then the app
// (decision 042). Evaluated at once, its ~480 KB were the longest task of every page load on a slow phone. boot.js
// has fetched the three files together (vite.config.ts, `stagedStart`), so each import here only evaluates.
async function start() {
  await import('react-dom/client')
  await yieldToBrowser()
  await Promise.all([import('@tanstack/react-router'), import('@tanstack/react-query')])
  await yieldToBrowser()
  const { startApp } = await import('./start-app')
  await startApp()
}

void start()
