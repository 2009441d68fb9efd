import { type Conference, conferenceDates, fillConference, modeLabel, modePhrase } from '@common/conference'
import type { Phase } from '@common/phase'
import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { ArrowRight, Download, ExternalLink } from '@/components/icons'
import { SiteLogo } from '@/components/site-logo'
import { logoAltOf } from '@/content/site-config'
import { useOrganiser, useSiteLogo } from '@/lib/conference'

const primaryAction =
  'inline-flex h-11 items-center justify-center gap-2 rounded-md bg-accent-400 px-5 font-semibold text-brand-900 shadow hover:bg-accent-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-800 [&_svg]:size-4'
const secondaryAction =
  'inline-flex h-11 items-center justify-center gap-2 rounded-md border border-white/70 px-5 font-semibold text-white hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-800 [&_svg]:size-4'

export interface PhaseTexts {
  before: { tagline: string }
  closed: { tagline: string }
  during: { tagline: string }
  after: { tagline: string; text: string }
}

/** The tagline of the phase: before the deadline and once submissions close, empty means the conference's own. */
export function taglineOf(phase: Phase, phases: PhaseTexts | undefined, conference: Conference | undefined): string {
  const own = phases?.[phase].tagline ?? ''
  if (own) return fillConference(own, conference)
  return phase === 'before' || phase === 'closed' ? (conference?.tagline ?? '') : ''
}

export interface HeroProps {
  /** The conference of the event settings: its names, days, venue, mode and tagline (undefined while loading). */
  conference: Conference | undefined
  /**
   * The site's phase (common/phase.ts): "Submit a paper" only before the deadline; after the conference the hero
   * says it took place and invites no one to submit or register.
   */
  phase: Phase
  /** The tagline of each phase and the after-conference text (settings.phases); left out while they load. */
  phases?: PhaseTexts
  /** Registration is open (the settings and the last-registration date): the Register action leads to /register. */
  registrationOpen?: boolean
  /** The submission (CMT) and brochure links, from the event settings; left out while they load. */
  links?: { submission: string; brochure: string }
  /** The next deadline with the days left (features/dates), shown while the season runs. */
  nextDeadline?: React.ReactNode
}

/**
 * The home hero: logo, conference title, dates and mode, the tagline (hidden on small screens), and what
 * a visitor came to do — submit, register, read the brochure — all on the first screen at 360×780 and 1280×800.
 * Once the conference is over it says so and leads to the papers and the photos instead.
 */
export function Hero({ conference, phase, phases, registrationOpen, links, nextDeadline }: HeroProps) {
  const logo = useSiteLogo()
  const { series } = useOrganiser()
  const over = phase === 'after'
  const tagline = taglineOf(phase, phases, conference)
  const afterText = fillConference(phases?.after.text ?? '', conference)
  const days = conference ? { text: conferenceDates(conference), iso: conference.startDate } : undefined
  const where = conference ? `${conference.venue}, ${modePhrase(conference.mode)}` : ''
  return (
    <header
      className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-4 py-8 text-white sm:py-12"
      data-testid="hero"
      data-season={over ? 'over' : 'running'}
      data-phase={phase}
    >
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-3 text-center sm:gap-4">
        <SiteLogo
          src={logo}
          alt={logoAltOf(conference, series)}
          size={80}
          className="size-12 rounded-2xl ring-2 ring-white/30 sm:size-20"
        />
        <h1 className="text-2xl font-bold text-balance sm:text-4xl">
          {conference ? `${conference.name} (${conference.shortName})` : series}
        </h1>
        {!conference || !days ? null : over ? (
          <p className="max-w-3xl text-lg text-slate-100" data-testid="hero-took-place">
            {conference.shortName} took place on{' '}
            <time dateTime={days.iso} className="font-semibold whitespace-nowrap text-accent-400">
              {days.text}
            </time>{' '}
            at {where}.{afterText ? ` ${afterText}` : null}
          </p>
        ) : (
          <p className="text-lg font-semibold text-accent-400">
            <time dateTime={days.iso}>{days.text}</time> · {conference.venue} · {modeLabel(conference.mode)}
          </p>
        )}
        {tagline ? (
          <p className="hidden max-w-3xl text-lg text-slate-100 sm:block" data-testid="hero-tagline">
            {tagline}
          </p>
        ) : null}
        {nextDeadline}
        <nav aria-label="Main actions" className="mt-1 flex flex-wrap justify-center gap-3">
          {over ? (
            <>
              <Link to="/allpapers" className={primaryAction}>
                All papers
                <ArrowRight aria-hidden />
              </Link>
              <Link to="/about/photogallery" className={secondaryAction}>
                Photo gallery
              </Link>
            </>
          ) : (
            <>
              {phase === 'before' && links?.submission ? (
                <a href={links.submission} target="_blank" rel="noopener noreferrer" className={primaryAction}>
                  Submit a paper
                  <ExternalLink aria-hidden />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
              {/* Open registration leads straight to the form (issue 52); otherwise to the page that says why. */}
              <Link
                to={registrationOpen ? '/register' : '/authors/registrations'}
                className={phase === 'before' && links?.submission ? secondaryAction : primaryAction}
              >
                Register
              </Link>
              {links?.brochure ? (
                <a href={links.brochure} target="_blank" rel="noopener noreferrer" className={secondaryAction}>
                  <Download aria-hidden />
                  Brochure
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </>
          )}
        </nav>
      </div>
    </header>
  )
}
