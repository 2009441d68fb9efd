import { siteConfig } from '@/content/site-config'

/** Home hero: logo, conference title, event date and the tagline (hidden on small screens, spec §1). */
export function Hero() {
  return (
    <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-4 py-12 text-white sm:py-14">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-4 text-center">
        <img
          src="/logo.svg"
          alt={siteConfig.logoAlt}
          width={80}
          height={80}
          className="size-16 rounded-2xl ring-2 ring-white/30 sm:size-20"
        />
        <h1 className="text-2xl font-bold text-balance sm:text-4xl">
          {siteConfig.fullName.replace(/ 2026$/, '')} ({siteConfig.shortName})
        </h1>
        <p className="text-lg font-semibold text-accent-400">
          <time dateTime={siteConfig.startDate}>{siteConfig.datesText}</time> · {siteConfig.organiser.institute} ·{' '}
          {siteConfig.mode}
        </p>
        <p className="hidden max-w-3xl text-lg text-slate-100 sm:block" data-testid="hero-tagline">
          {siteConfig.tagline}
        </p>
      </div>
    </header>
  )
}
