import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { papersQueryOptions } from '@/features/papers/api'
import { HighlightsPanel } from '@/features/papers/components/highlights-panel'

const TAGLINE = 'Join the most innovative minds for a transformative event that pushes the boundaries of research and innovation.'

export function HomePage() {
  const papers = useQuery(papersQueryOptions)
  // spec §8: a failed home load is logged only; the lists stay empty.
  useEffect(() => {
    if (papers.error) console.warn('Failed to load papers', papers.error)
  }, [papers.error])

  return (
    <>
      <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-4 py-14 text-white">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-4 text-center">
          <img src="/logo.svg" alt="ICNARI 2026 logo" width={80} height={80} />
          <h1 className="text-3xl font-bold sm:text-4xl">
            International Conference on Next-Generation Adaptive Research and Innovations (ICNARI 2026)
          </h1>
          <p className="text-lg font-semibold text-accent-400">6–8 March 2026 · NIT Patna · Hybrid</p>
          <p className="hidden max-w-3xl text-slate-100 sm:block">{TAGLINE}</p>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="grid gap-6 lg:grid-cols-2">
          <HighlightsPanel papers={papers.data ?? []} />
        </div>
        {papers.isPending ? <p className="mt-4 text-center text-slate-600">Loading...</p> : null}
      </div>
    </>
  )
}
