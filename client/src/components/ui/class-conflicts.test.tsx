import { render } from '@testing-library/react'
import type * as React from 'react'
import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { BulletList, ContentBlock } from '@/components/content-block'
import { MapEmbed } from '@/components/map-embed'
import { callSites, cnCalls, type Props } from '@/test/class-call-sites'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion'
import { Badge } from './badge'
import { Button } from './button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog'
import { FormField } from './form-field'
import { Input } from './input'
import { Label } from './label'
import { NativeSelect } from './native-select'
import { PageContainer } from './page-container'
import { Skeleton } from './skeleton'
import { Textarea } from './textarea'
import { ViewLink } from './view-link'

/*
 * cn() only joins class names (no tailwind-merge in the bundle), so a className handed to a component must not
 * contradict the component's own classes: both would be emitted and the stylesheet's order, not the call, would
 * decide. This walks every such call site in src and asks tailwind-merge (here only, at test time) whether it
 * would have dropped any class; a component needs a variant instead.
 */

const PROBE = 'class-probe'

/** Renders a component with a probe class and returns the other classes of the element that got it. */
const wrap: Record<string, (props: Props) => React.ReactElement> = {
  Button: (p) => <Button {...p} />,
  Badge: (p) => <Badge {...p} />,
  Card: (p) => <Card {...p} />,
  CardHeader: (p) => <CardHeader {...p} />,
  CardTitle: (p) => <CardTitle {...p} />,
  CardDescription: (p) => <CardDescription {...p} />,
  CardContent: (p) => <CardContent {...p} />,
  CardFooter: (p) => <CardFooter {...p} />,
  Input: (p) => <Input {...p} />,
  Label: (p) => <Label {...p} />,
  NativeSelect: (p) => <NativeSelect {...p} />,
  Textarea: (p) => <Textarea {...p} />,
  Skeleton: (p) => <Skeleton {...p} />,
  ViewLink: (p) => <ViewLink href="https://example.org" subject="s" {...p} />,
  PageContainer: (p) => <PageContainer title="t" {...p} />,
  FormField: (p) => (
    <FormField id="f" label="l" {...p}>
      <input id="f" />
    </FormField>
  ),
  ContentBlock: (p) => (
    <ContentBlock id="c" heading="h" {...p}>
      x
    </ContentBlock>
  ),
  BulletList: (p) => <BulletList items={['a']} {...p} />,
  MapEmbed: (p) => <MapEmbed title="t" src="about:blank" address="a" mapUrl="https://example.org" {...p} />,
  AccordionItem: (p) => (
    <Accordion type="single" defaultValue="a">
      <AccordionItem value="a" {...p} />
    </Accordion>
  ),
  AccordionTrigger: (p) => (
    <Accordion type="single" defaultValue="a">
      <AccordionItem value="a">
        <AccordionTrigger {...p}>t</AccordionTrigger>
      </AccordionItem>
    </Accordion>
  ),
  AccordionContent: (p) => (
    <Accordion type="single" defaultValue="a">
      <AccordionItem value="a">
        <AccordionContent {...p}>c</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  DialogContent: (p) => (
    <Dialog open>
      <DialogContent aria-describedby={undefined} {...p}>
        <DialogTitle>t</DialogTitle>
      </DialogContent>
    </Dialog>
  ),
  DialogTitle: (p) => (
    <Dialog open>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle {...p}>t</DialogTitle>
      </DialogContent>
    </Dialog>
  ),
  DialogDescription: (p) => (
    <Dialog open>
      <DialogContent>
        <DialogTitle>t</DialogTitle>
        <DialogDescription {...p}>d</DialogDescription>
      </DialogContent>
    </Dialog>
  ),
}

function ownClasses(name: string, props: Props): string {
  const { unmount } = render(wrap[name]!({ ...props, className: PROBE }))
  const el = document.querySelector(`.${PROBE}`)
  const classes = el
    ? el.className
        .split(/\s+/)
        .filter((c) => c && c !== PROBE)
        .join(' ')
    : ''
  unmount()
  return classes
}

/** Classes tailwind-merge would drop from `base extra`: the ones some later class contradicts. */
function overridden(base: string, extra: string): string[] {
  const joined = `${base} ${extra}`.split(/\s+/).filter(Boolean)
  const merged = new Set(twMerge(joined.join(' ')).split(/\s+/))
  return joined.filter((c) => !merged.has(c))
}

describe('class names handed to ui components', () => {
  const sites = callSites(new Set(Object.keys(wrap)))

  it('finds the call sites', () => {
    expect(sites.length).toBeGreaterThan(20)
  })

  it('never contradict the component’s own classes', () => {
    const conflicts = sites.flatMap((site) => {
      const base = ownClasses(site.component, site.props)
      expect(base, `${site.component} rendered no class at ${site.where}`).not.toBe('')
      return site.className.flatMap((extra) => {
        const lost = overridden(base, extra)
        return lost.length ? [`${site.where} <${site.component}> "${extra}" overrides: ${lost.join(' ')}`] : []
      })
    })
    expect(conflicts).toEqual([])
  })

  it('are literal strings, so that the check above sees them', () => {
    expect(sites.filter((s) => s.dynamic && s.className.length === 0).map((s) => s.where)).toEqual([])
  })

  it('the variants themselves never contradict the base classes', () => {
    const combos: [string, Props][] = [
      ...['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'].flatMap((variant) =>
        ['default', 'sm', 'lg', 'icon', 'flush'].map((size): [string, Props] => ['Button', { variant, size }]),
      ),
      ...['default', 'secondary', 'accent'].map((variant): [string, Props] => ['Badge', { variant }]),
      ['AccordionItem', { variant: 'divided' }],
      ['AccordionItem', { variant: 'card' }],
      ['DialogContent', { frame: 'default' }],
      ['DialogContent', { frame: 'custom' }],
      ...['narrow', 'default', 'wide'].map((width): [string, Props] => ['PageContainer', { width }]),
    ]
    const conflicts = combos.flatMap(([name, props]) => {
      const lost = overridden(ownClasses(name, props), '')
      return lost.length ? [`${name} ${JSON.stringify(props)}: ${lost.join(' ')}`] : []
    })
    expect(conflicts).toEqual([])
  })
})

describe('cn() calls in pages and layout', () => {
  const calls = cnCalls()

  it('finds the calls', () => {
    expect(calls.length).toBeGreaterThan(5)
  })

  it('never join contradicting classes, whichever branch each argument takes', () => {
    const conflicts = calls.flatMap((call) => {
      let combos = ['']
      for (const values of call.args) combos = combos.flatMap((c) => (values ?? ['']).map((v) => `${c} ${v}`))
      return [...new Set(combos.flatMap((c) => overridden(c, '')))].map((c) => `${call.where}: ${c} is overridden`)
    })
    expect(conflicts).toEqual([])
  })

  it('take arguments the check above can read (literals, conditions, module constants)', () => {
    const unread = calls.flatMap((call) =>
      // ContentBlock and MapEmbed pass their className on: their call sites are checked above instead.
      call.args.some((a) => a === undefined) &&
      !['src/components/content-block', 'src/components/map-embed'].some((p) => call.where.startsWith(p))
        ? [call.where]
        : [],
    )
    expect(unread).toEqual([])
  })
})
