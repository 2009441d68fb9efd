import type * as React from 'react'
import { cn } from '@/lib/utils'
import { useTypedBeforeHydration } from './typed-before-hydration'

export function Textarea({ className, ref, ...props }: React.ComponentProps<'textarea'>) {
  const typedRef = useTypedBeforeHydration({ value: props.value, onChange: props.onChange, ref })
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'flex min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-60 aria-invalid:border-red-600 md:text-sm',
        className,
      )}
      {...props}
      ref={typedRef}
    />
  )
}
