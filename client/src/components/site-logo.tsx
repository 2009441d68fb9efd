import { DEFAULT_LOGO_URL } from '@common/carousel'

interface SiteLogoProps {
  /** The logo's address: the settings' `logoUrl`, or the default. */
  src: string
  /** Empty: decorative (the link around it is named). */
  alt: string
  size: number
  className?: string
}

/**
 * The site logo. The default one (public/logo.svg) is drawn inline: an `<img>` of an SVG is a document of its own
 * that Chrome parses, lays out and paints on the main thread of every page load (decision 041). An uploaded logo is
 * a raster image and stays an `<img>`.
 */
export function SiteLogo({ src, alt, size, className }: SiteLogoProps) {
  if (src !== DEFAULT_LOGO_URL) return <img src={src} alt={alt} width={size} height={size} className={className} />
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={className}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      <rect width="64" height="64" rx="14" fill="#0b3b6f" />
      <path d="M36 8 18 36h12l-4 20 20-30H34z" fill="#fbbf24" />
    </svg>
  )
}
