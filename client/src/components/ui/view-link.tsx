import { cn } from '@/lib/utils'
import { buttonVariants } from './button'

/**
 * The small outlined "View" button of a paper or an update: a link that opens in a new tab, named after what it
 * views (`View <subject>`), since a list has many of them. The same element `<Button asChild size="sm"
 * variant="outline">` would make around the link.
 */
export function ViewLink({ href, subject, className }: { href: string; subject: string; className?: string }) {
  return (
    <a
      data-slot="button"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`View ${subject}`}
      className={cn(buttonVariants({ variant: 'outline', size: 'sm', className }))}
    >
      View
    </a>
  )
}
