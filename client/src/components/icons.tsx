import type { ReactNode, SVGProps } from 'react'

/**
 * Header, navigation and home icons drawn inline with Lucide's paths (ISC licence, Copyright (c) Lucide Icons and
 * Contributors), keeping lucide-react's runtime off every page (docs/decisions/005). Other pages use lucide-react.
 */
function inlineIcon(name: string, shapes: ReactNode) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module load, never during a render
  function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`lucide lucide-${name}${className ? ` ${className}` : ''}`}
        aria-hidden="true"
        {...props}
      >
        {shapes}
      </svg>
    )
  }
  return Icon
}

export const ChevronDown = inlineIcon('chevron-down', <path d="m6 9 6 6 6-6" />)
export const ChevronLeft = inlineIcon('chevron-left', <path d="m15 18-6-6 6-6" />)
export const ChevronRight = inlineIcon('chevron-right', <path d="m9 18 6-6-6-6" />)
export const Menu = inlineIcon(
  'menu',
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
)
export const X = inlineIcon(
  'x',
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
)
export const Megaphone = inlineIcon(
  'megaphone',
  <>
    <path d="M11 6a13 13 0 0 0 8.4-2.8A1 1 0 0 1 21 4v12a1 1 0 0 1-1.6.8A13 13 0 0 0 11 14H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z" />
    <path d="M6 14a12 12 0 0 0 2.4 7.2 2 2 0 0 0 3.2-2.4A8 8 0 0 1 10 14" />
    <path d="M8 6v8" />
  </>,
)
export const Pause = inlineIcon(
  'pause',
  <>
    <rect x="14" y="3" width="5" height="18" rx="1" />
    <rect x="5" y="3" width="5" height="18" rx="1" />
  </>,
)
export const Play = inlineIcon(
  'play',
  <path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" />,
)
export const ArrowRight = inlineIcon(
  'arrow-right',
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
)
export const Download = inlineIcon(
  'download',
  <>
    <path d="M12 15V3" />
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5" />
  </>,
)
export const ExternalLink = inlineIcon(
  'external-link',
  <>
    <path d="M15 3h6v6" />
    <path d="M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </>,
)
export const CalendarPlus = inlineIcon(
  'calendar-plus',
  <>
    <path d="M16 18h6" />
    <path d="M16 2v3" />
    <path d="M19 15v6" />
    <path d="M21 11.5V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h8.3" />
    <path d="M3 9h18" />
    <path d="M8 2v3" />
  </>,
)
export const CalendarSync = inlineIcon(
  'calendar-sync',
  <>
    <path d="M11 10v4h4" />
    <path d="m11 14 1.535-1.605a5 5 0 018 1.5" />
    <path d="M16 2v3" />
    <path d="m21 18-1.535 1.605a5 5 0 01-8-1.5" />
    <path d="M21 22v-4h-4" />
    <path d="M21 8.517V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h3.517" />
    <path d="M3 9h4" />
    <path d="M8 2v3" />
  </>,
)
export const Search = inlineIcon(
  'search',
  <>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </>,
)
