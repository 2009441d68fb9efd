// The page's one script (built by vite.config.ts into assets/boot-<hash>.js; the app's file is in data-app).
// On a server-rendered page it loads the app once the browser has painted the page's content: the app's ~110 KB
// then never compete with the page on a slow link, and its evaluation and hydration never hold the first paint back
// (docs/performance-history.md, "Main-thread work on a slow phone"). A page rendered in the browser, a hidden tab (it paints nothing) and a browser without
// paint timing load it at once; a second is the most it waits.
// The app's own files (React, the libraries, the app: data-start) are fetched together with its entry; the entry
// then evaluates them one task at a time (decision 042).
const script = document.querySelector('script[data-app]')
const start = () => {
  for (const href of (script.dataset.start || '').split(' ').filter(Boolean)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  return import(script.dataset.app)
}
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
