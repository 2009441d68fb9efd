// The page's one script (built by vite.config.ts into assets/boot-<hash>.js; the app's file is in data-app).
// On a server-rendered page it loads the app once the browser has painted the page's content: the app's ~110 KB
// then never compete with the page on a slow link, and its evaluation and hydration never hold the first paint back
// (docs/performance-history.md, "Main-thread work on a slow phone"). A page rendered in the browser, a hidden tab (it paints nothing) and a browser without
// paint timing load it at once; a second is the most it waits.
const start = () => import(document.querySelector('script[data-app]').dataset.app)
let started = false
const once = () => {
  if (started) return
  started = true
  void start()
}
const serverRendered = document.getElementById('root')?.hasAttribute('data-ssr')
if (
  !serverRendered ||
  document.visibilityState !== 'visible' ||
  !PerformanceObserver.supportedEntryTypes?.includes('paint')
) {
  once()
} else {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    setTimeout(once)
  }).observe({ type: 'paint', buffered: true })
  setTimeout(once, 1000)
}
