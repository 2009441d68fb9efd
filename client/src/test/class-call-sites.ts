import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

// The source scan behind components/ui/class-conflicts.test.tsx: where class names are handed to the ui
// components, and the cn() calls outside them, with every value each argument can take.

/** The client folder: the paths in the messages start at src/. */
const root = join(__dirname, '../..')
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

/** Component props read from a call site (variant, size, frame, width). */
export type Props = Record<string, string>

export interface Site {
  where: string
  component: string
  props: Props
  className: string[]
  dynamic: boolean
}

export function callSites(components: Set<string>): Site[] {
  const sites: Site[] = []
  for (const file of sources(join(root, 'src'))) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
    const visit = (n: ts.Node) => {
      if ((ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) && components.has(n.tagName.getText())) {
        const attrs = new Map<string, ts.JsxAttribute>()
        for (const a of n.attributes.properties) if (ts.isJsxAttribute(a)) attrs.set(a.name.getText(), a)
        const cls = attrs.get('className')
        if (cls) {
          const props: Props = {}
          for (const key of ['variant', 'size', 'frame', 'position', 'width']) {
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

export interface CnCall {
  where: string
  args: (string[] | undefined)[]
}

/** A module's top-level `const NAME = …` initialisers. */
function moduleConstants(sf: ts.SourceFile): Map<string, ts.Expression> {
  const consts = new Map<string, ts.Expression>()
  for (const st of sf.statements)
    if (ts.isVariableStatement(st))
      for (const d of st.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer)
  return consts
}

const importedModules = new Map<string, Map<string, ts.Expression>>()

/** The top-level constants of `src/<path>.ts(x)` (empty when there is no such file), each module parsed once. */
function importedConstants(path: string): Map<string, ts.Expression> {
  const known = importedModules.get(path)
  if (known) return known
  const consts = parseModuleConstants(path)
  importedModules.set(path, consts)
  return consts
}

function parseModuleConstants(path: string): Map<string, ts.Expression> {
  for (const ext of ['.ts', '.tsx']) {
    const file = join(root, 'src', path + ext)
    try {
      const text = readFileSync(file, 'utf8')
      return moduleConstants(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX))
    } catch {}
  }
  return new Map()
}

/** cn() calls outside the ui components, with their arguments' possible values (module constants resolved). */
export function cnCalls(): CnCall[] {
  const calls: CnCall[] = []
  for (const file of sources(join(root, 'src'))) {
    if (file.includes('/components/ui/')) continue
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
    const consts = moduleConstants(sf)
    // Constants imported from our own modules (`@/…`) count as literals too: their values are read from there.
    for (const st of sf.statements) {
      if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue
      const named = st.importClause?.namedBindings
      if (!named || !ts.isNamedImports(named) || !st.moduleSpecifier.text.startsWith('@/')) continue
      const from = importedConstants(st.moduleSpecifier.text.slice(2))
      for (const el of named.elements) {
        const value = from.get((el.propertyName ?? el.name).text)
        if (value) consts.set(el.name.text, value)
      }
    }
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
