import { cva, type VariantProps } from 'class-variance-authority'
import { type ComponentProps, cloneElement, isValidElement } from 'react'
import { cn } from '@/lib/utils'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white hover:bg-brand-800',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
        secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
        ghost: 'text-slate-900 hover:bg-slate-100',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2 text-sm',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10 text-sm',
        /** No side padding: a link-style button that lines up with the text around it. */
        flush: 'h-10 py-2 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

/**
 * A button, or with `asChild` its one child element (a link) looking like one: the child takes the button's classes
 * after its own and any other prop it does not set itself, as Radix Slot would — without Slot on every page.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  children,
  ...props
}: ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const classes = cn(buttonVariants({ variant, size, className }))
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const own = children.props
    return cloneElement(children, {
      'data-slot': 'button',
      ...props,
      ...own,
      className: cn(classes, own.className),
    } as typeof own)
  }
  return (
    <button data-slot="button" className={classes} type={type ?? 'button'} {...props}>
      {children}
    </button>
  )
}
