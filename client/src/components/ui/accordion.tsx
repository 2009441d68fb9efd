import { ChevronDownIcon } from 'lucide-react'
import { Accordion as AccordionPrimitive } from 'radix-ui'
import type * as React from 'react'
import { createContext, useCallback, useContext, useState } from 'react'
import { cn } from '@/lib/utils'

/** Whether the section of a value is open, and the value of the section around. */
const OpenSections = createContext<(value: string) => boolean>(() => true)
const SectionValue = createContext('')

const listOf = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : typeof value === 'string' ? (value ? [value] : []) : value

/**
 * shadcn-style accordion on Radix: `type="single" collapsible` gives one open section or none.
 *
 * Only open sections have their content in the page (decision 051). Radix keeps a closed section's content mounted
 * and measures each one in a layout effect when it mounts: on the call for papers, hydrating its closed sections was
 * one task of ~100 ms of forced layouts on a slow host. The open values are mirrored here from Radix, which stays
 * in charge of them (keyboard, ARIA).
 */
export function Accordion(props: React.ComponentProps<typeof AccordionPrimitive.Root>) {
  const [mirrored, setMirrored] = useState(() => listOf(props.defaultValue))
  const open = props.value !== undefined ? listOf(props.value) : mirrored
  const isOpen = useCallback((value: string) => open.includes(value), [open])
  const { onValueChange } = props as { onValueChange?: (value: string | string[]) => void }
  const changed = (value: string | string[]) => {
    setMirrored(listOf(value))
    onValueChange?.(value)
  }
  return (
    <OpenSections.Provider value={isOpen}>
      <AccordionPrimitive.Root data-slot="accordion" {...props} onValueChange={changed as never} />
    </OpenSections.Provider>
  )
}

/** `divided`: sections separated by a rule (the default); `card`: each section a bordered card of its own. */
export function AccordionItem({
  className,
  variant = 'divided',
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Item> & { variant?: 'divided' | 'card' }) {
  return (
    <SectionValue.Provider value={props.value}>
      <AccordionPrimitive.Item
        data-slot="accordion-item"
        className={cn(
          variant === 'card'
            ? 'rounded-xl border border-slate-200 bg-white px-4 shadow-sm sm:px-6'
            : 'border-b border-slate-200 last:border-b-0',
          className,
        )}
        {...props}
      />
    </SectionValue.Provider>
  )
}

/**
 * The clickable header of a section. `headingLevel` sets the heading element that wraps the
 * trigger button (h2 by default), so the page outline stays correct.
 */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 2,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4'
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'flex flex-1 items-center justify-between gap-4 rounded-md py-4 text-left text-base font-semibold text-slate-900 transition-colors hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&[data-state=open]>svg]:rotate-180',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform duration-200" aria-hidden />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  )
}

export function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  const isOpen = useContext(OpenSections)
  const section = useContext(SectionValue)
  // A closed section's trigger names the content it would show (aria-controls); with aria-expanded="false" the
  // content need not be in the page.
  if (!isOpen(section)) return null
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" className="overflow-hidden text-slate-700" {...props}>
      <div className={cn('pb-4 pt-0', className)}>{children}</div>
    </AccordionPrimitive.Content>
  )
}
