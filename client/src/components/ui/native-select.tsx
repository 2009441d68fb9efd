import type * as React from 'react'
import { cn } from '@/lib/utils'

/** A styled native <select>: keyboard, screen readers and phones handle it as they know best. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        'flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 md:text-sm',
        className,
      )}
      {...props}
    />
  )
}
