import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { render } from '@testing-library/react'
import type * as React from 'react'
import { twMerge } from 'tailwind-merge'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { BulletList, ContentBlock } from '@/components/content-block'
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

type Props = Record<string, string>
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

const root = join(__dirname, '../../..')
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n)
    return statSync(p).isDirectory() ? sources(p) : /\.tsx$/.test(n) && !n.includes('.test.') ? [p] : []
  })

/** Every string literal in an attribute's value (both branches of a condition, template parts). */
function literals(node: ts.Node | undefined): string[] {
  const out: string[] = []
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) out.push(n.text)
    else if (ts.isTemplateExpression(n)) {
      out.push(n.head.text)
      for (const span of n.templateSpans) {
        visit(span.expression)
        out.push(span.literal.text)
      }
    } else ts.forEachChild(n, visit)
  }
  if (node) visit(node)
  return out.filter((s) => s.trim())
}

interface Site {
  where: string
  component: string
  props: Props
  className: string[]
  dynamic: boolean
}

function callSites(): Site[] {
  const sites: Site[] = []
  for (const file of sources(join(root, 'src'))) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
    const visit = (n: ts.Node) => {
      if ((ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) && n.tagName.getText() in wrap) {
        const attrs = new Map<string, ts.JsxAttribute>()
        for (const a of n.attributes.properties) if (ts.isJsxAttribute(a)) attrs.set(a.name.getText(), a)
        const cls = attrs.get('className')
        if (cls) {
          const props: Props = {}
          for (const key of ['variant', 'size', 'frame', 'width']) {
            const value = attrs.get(key)?.initializer
            if (value && ts.isStringLiteral(value)) props[key] = value.text
          }
          const init = cls.initializer
          sites.push({
            where: `${relative(root, file)}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`,
            component: n.tagName.getText(),
            props,
            className: literals(init),
            dynamic: !!init && !ts.isStringLiteral(init),
          })
        }
      }
      ts.forEachChild(n, visit)
    }
    visit(sf)
  }
  return sites
}

/** The values one argument of cn() can take: both branches of a condition, '' for `cond && '…'`. */
function alternatives(arg: ts.Expression, consts: Map<string, ts.Expression>): string[] | undefined {
  if (ts.isParenthesizedExpression(arg)) return alternatives(arg.expression, consts)
  if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) return [arg.text]
  if (ts.isIdentifier(arg)) {
    const value = consts.get(arg.text)
    return value ? alternatives(value, consts) : undefined
  }
  if (ts.isTemplateExpression(arg)) {
    let out = [arg.head.text]
    for (const span of arg.templateSpans) {
      const inner = alternatives(span.expression, consts)
      if (!inner) return undefined
      out = out.flatMap((o) => inner.map((i) => o + i + span.literal.text))
    }
    return out
  }
  if (ts.isElementAccessExpression(arg) && ts.isIdentifier(arg.expression)) {
    // `classes[key]` on a module constant object: any of its values.
    const table = consts.get(arg.expression.text)
    if (!table || !ts.isObjectLiteralExpression(table)) return undefined
    const values = table.properties.map((p) =>
      ts.isPropertyAssignment(p)
        ? alternatives(p.initializer, consts)
        : ts.isShorthandPropertyAssignment(p)
          ? alternatives(p.name, consts)
          : undefined,
    )
    return values.every(Boolean) ? (values.flat() as string[]) : undefined
  }
  if (ts.isConditionalExpression(arg)) {
    const a = alternatives(arg.whenTrue, consts)
    const b = alternatives(arg.whenFalse, consts)
    return a && b ? [...a, ...b] : undefined
  }
  if (ts.isBinaryExpression(arg) && arg.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) {
    const a = alternatives(arg.right, consts)
    return a ? [...a, ''] : undefined
  }
  return undefined
}

interface CnCall {
  where: string
  args: (string[] | undefined)[]
}

/** cn() calls outside the ui components, with their arguments' possible values (module constants resolved). */
function cnCalls(): CnCall[] {
  const calls: CnCall[] = []
  for (const file of sources(join(root, 'src'))) {
    if (file.includes('/components/ui/')) continue
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
    const consts = new Map<string, ts.Expression>()
    for (const st of sf.statements)
      if (ts.isVariableStatement(st))
        for (const d of st.declarationList.declarations)
          if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer)
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && n.expression.getText() === 'cn')
        calls.push({
          where: `${relative(root, file)}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`,
          args: n.arguments.map((a) => alternatives(a, consts)),
        })
      ts.forEachChild(n, visit)
    }
    visit(sf)
  }
  return calls
}

describe('class names handed to ui components', () => {
  const sites = callSites()

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
      call.args.some((a) => a === undefined) && !call.where.startsWith('src/components/content-block')
        ? [call.where]
        : [],
    )
    expect(unread).toEqual([])
  })
})
