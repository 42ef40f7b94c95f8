import type { Node, Pattern, Program } from 'estree'
import type { MetaSlotName, PageMetaSlots } from '../content/meta-slots.js'
import type { SiteComponentsImport } from '../website/mdx-components.js'

/** Names a module-level ESM program declares (imports and exported declarations). */
export function declaredNames(program: Program): string[] {
  const names: string[] = []
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers) names.push(specifier.local.name)
    } else if (
      (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration') &&
      statement.declaration
    ) {
      const declaration = statement.declaration
      if (declaration.type === 'VariableDeclaration') {
        for (const d of declaration.declarations) if (d.id.type === 'Identifier') names.push(d.id.name)
      } else if (
        (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') &&
        declaration.id
      ) {
        names.push(declaration.id.name)
      }
    }
  }
  return names
}

/** The names a pattern binds (`Item`, `{ icon: Icon }`, `[First, ...rest]`, `{ Tag = 'a' }`). */
function patternNames(pattern: Pattern | null, names: Set<string>): void {
  if (!pattern) return
  if (pattern.type === 'Identifier') names.add(pattern.name)
  else if (pattern.type === 'ObjectPattern')
    for (const property of pattern.properties)
      patternNames(property.type === 'RestElement' ? property.argument : property.value, names)
  else if (pattern.type === 'ArrayPattern') for (const element of pattern.elements) patternNames(element, names)
  else if (pattern.type === 'RestElement') patternNames(pattern.argument, names)
  else if (pattern.type === 'AssignmentPattern') patternNames(pattern.left, names)
}

/**
 * The names an expression binds inside itself: its functions' parameters and names, its variables,
 * its catch clauses' (`{items.map(Item => <Item />)}` renders the parameter, not a component of the page).
 */
export function boundNames(program: Program): Set<string> {
  const names = new Set<string>()
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const item of node) visit(item)
      return
    }
    const n = node as Node
    if (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression' || n.type === 'FunctionDeclaration') {
      for (const param of n.params) patternNames(param, names)
      if (n.type !== 'ArrowFunctionExpression' && n.id) names.add(n.id.name)
    } else if (n.type === 'VariableDeclarator') patternNames(n.id, names)
    else if (n.type === 'CatchClause') patternNames(n.param ?? null, names)
    else if (n.type === 'ClassDeclaration' && n.id) names.add(n.id.name)
    for (const [key, value] of Object.entries(n)) if (key !== 'type' && key !== 'loc' && key !== 'range') visit(value)
  }
  visit(program)
  return names
}

const id = (name: string) => ({ type: 'Identifier' as const, name })
const literal = (value: string) => ({ type: 'Literal' as const, value })

type Argument = ReturnType<typeof id> | ReturnType<typeof literal> | { type: 'ArrayExpression'; elements: unknown[] }

/** `export const name = callee(...args)`. */
function exportedCall(name: string, callee: string, args: Argument[]): Program['body'][number] {
  return {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    attributes: [],
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: id(name),
          init: { type: 'CallExpression', optional: false, callee: id(callee), arguments: args }
        }
      ]
    }
  } as Program['body'][number]
}

/**
 * An ESM program of named imports (`[imported, local, source]`) and, for each name, `export const
 * Name = callee(...leading, "Name")`: how the compile stage gives a page components it does not import.
 */
function exportedCallsProgram(
  imports: [imported: string, local: string, source: string][],
  callee: string,
  leading: string[],
  names: string[]
): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      ...imports.map(([imported, local, source]) => ({
        type: 'ImportDeclaration' as const,
        specifiers: [{ type: 'ImportSpecifier' as const, imported: id(imported), local: id(local) }],
        source: { type: 'Literal' as const, value: source },
        attributes: []
      })),
      ...names.map(name => exportedCall(name, callee, [...leading.map(id), literal(name)]))
    ]
  } as Program
}

/** The object of placeholders a page's undefined components default to (`recma-missing-defaults.ts`). */
export const MISSING_DEFAULTS = '__gsMissingComponents'

/**
 * `import { missingComponents as __gsMissingOf } from 'guildsite/mdx-provider'; const
 * __gsMissingComponents = __gsMissingOf('[…]')`: placeholders for the components a file uses but
 * neither imports nor has built in. Not declared one by one: MDX takes a name the module declares as
 * it is, where these must give way to the `components` a page passes an imported MDX file (MDX's
 * `props.components`). `where` (`file:line:col` per name) makes a placeholder that renders say where.
 */
export function placeholderProgram(names: string[], where?: string[]): Program {
  const list = JSON.stringify(names.map((name, i) => (where?.[i] ? [name, where[i]] : [name])))
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportSpecifier', imported: id('missingComponents'), local: id('__gsMissingOf') }],
        source: literal('guildsite/mdx-provider'),
        attributes: []
      },
      {
        type: 'VariableDeclaration',
        kind: 'const',
        declarations: [
          {
            type: 'VariableDeclarator',
            id: id(MISSING_DEFAULTS),
            init: { type: 'CallExpression', optional: false, callee: id('__gsMissingOf'), arguments: [literal(list)] }
          }
        ]
      }
    ]
  } as Program
}

/**
 * `import { useMDXComponents as __gsSiteMDX } from '<file>'` and `export const Name =
 * __gsSiteComponent(__gsSiteMDX, 'Name')` per name: the components a page takes from the site's
 * `mdx-components` file (Nextra 4) — or its theme config's `components` (`default`, Nextra 2/3) — a
 * placeholder when it does not give one after all. With `elements` (the tags it overrides: `h2`, `pre`),
 * also `export const __gsSiteElements = __gsSiteElementsOf(__gsSiteMDX, 'h2,pre')` (`__gsThemeElements`
 * for a theme config), which the renderer gives the content as its `components`.
 */
export function siteComponentsProgram(
  file: string,
  names: string[],
  elements: string[] = [],
  importName: SiteComponentsImport = 'useMDXComponents'
): Program {
  const program = exportedCallsProgram(
    [
      ['siteComponent', '__gsSiteComponent', 'guildsite/mdx-provider'],
      [importName, '__gsSiteMDX', file],
      ...(elements.length
        ? [['siteElements', '__gsSiteElementsOf', 'guildsite/mdx-provider'] as [string, string, string]]
        : [])
    ],
    '__gsSiteComponent',
    ['__gsSiteMDX'],
    names
  )
  // (A theme config's under its own name: nextra-theme-docs leaves them out of `layout: 'raw'` pages.)
  if (elements.length)
    program.body.push(
      exportedCall(importName === 'default' ? '__gsThemeElements' : '__gsSiteElements', '__gsSiteElementsOf', [
        id('__gsSiteMDX'),
        literal(elements.join(','))
      ])
    )
  return program
}

/** `__gsImgN` identifier expression program, for JSX attribute values. */
export function identifierProgram(name: string): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name } }]
  }
}

/** `import name from 'source'`. */
export function defaultImportProgram(name: string, source: string): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
        source: { type: 'Literal', value: source },
        attributes: []
      }
    ]
  } as Program
}

/** The export a page's meta content is taken under, per slot: the layout reads them from the page module. */
export const META_SLOT_EXPORTS = { topContent: '__gsTopContent', bottomContent: '__gsBottomContent' } as const

/**
 * `import { metaSlot as __gsMetaSlot } from 'guildsite/mdx-provider'`, `import __gsMetaN from '<meta>'`
 * per meta module, and `export const __gsTopContent = __gsMetaSlot(__gsMetaN, [...path])` per slot:
 * the React content a page's `_meta` theme gives it (Nextra 3's `topContent`/`bottomContent`).
 */
export function metaSlotsProgram(slots: PageMetaSlots): Program {
  const files = [...new Set(Object.values(slots).map(slot => slot.file))]
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportSpecifier', imported: id('metaSlot'), local: id('__gsMetaSlot') }],
        source: literal('guildsite/mdx-provider'),
        attributes: []
      },
      ...files.map((file, index) => ({
        type: 'ImportDeclaration' as const,
        specifiers: [{ type: 'ImportDefaultSpecifier' as const, local: id(`__gsMeta${index}`) }],
        source: literal(file),
        attributes: []
      })),
      ...(Object.entries(slots) as [MetaSlotName, PageMetaSlots[MetaSlotName] & object][]).map(([slot, ref]) =>
        exportedCall(META_SLOT_EXPORTS[slot], '__gsMetaSlot', [
          id(`__gsMeta${files.indexOf(ref.file)}`),
          { type: 'ArrayExpression', elements: ref.path.map(literal) }
        ])
      )
    ]
  } as Program
}
