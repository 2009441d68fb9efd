// The cost of rendering a page on the server when nothing is cached: after a write drops the page and the lists
// it reads, the next visitor's request renders it (API calls, React render, compression). Median of N.

import { loginAsBenchAdmin } from './servers'

export async function measureColdRender(
  base: string,
  path = '/',
  times = 9,
): Promise<{ median: number; all: number[] }> {
  const token = await loginAsBenchAdmin(base)
  const all: number[] = []
  for (let i = 0; i < times; i++) {
    // A paper added and removed: every papers list and every page that shows papers is dropped, on every instance.
    const added = await fetch(`${base}/api/papers/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ heading: `Cold render ${i}`, authors: ['Bench'], content: 'c' }),
    })
    const { paper } = (await added.json()) as { paper: { _id: string } }
    await fetch(`${base}/api/papers/delete/${paper._id}`, { method: 'DELETE', headers: { token } })
    const t = performance.now()
    const res = await fetch(base + path, { headers: { 'accept-encoding': 'br' } })
    await res.arrayBuffer()
    all.push(performance.now() - t)
  }
  const sorted = [...all].sort((a, b) => a - b)
  return { median: sorted[Math.floor(sorted.length / 2)]!, all }
}
