import type * as React from 'react'
import { cn } from '@/lib/utils'
import { useTypedBeforeHydration } from './typed-before-hydration'

export function Input({ className, type, ref, ...props }: React.ComponentProps<'input'>) {
  const typedRef = useTypedBeforeHydration({ value: props.value, onChange: props.onChange, ref })
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium md:text-sm',
        className,
      )}
      {...props}
      ref={typedRef}
    />
  )
}
