import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Parser } from 'acorn'
import jsx from 'acorn-jsx'
import { transformSync } from 'esbuild'
import type { Node as EstreeNode } from 'estree'

// A theme of the site's own (Nextra 2/3's `nextra({ theme: './src/layout/Layout.tsx' })`) wraps each
// page in `<MDXProvider components={{ VideoEmbed, … }}>` (from `nextra/mdx` or `@mdx-js/react`): MDX
// reads that context, so a page writes `<VideoEmbed>` without importing it (The Graph's docs). guildsite
// draws Nextra's chrome for such a site, not the theme's layout, so the layout never renders; the
// components a page names are read here from the theme's source instead: the provider's capitalised
// keys whose values are bindings of the theme module's top level (an import, a function or const of
// its own, or a member of one: `Heading.H1`), or the capitalised keys of an object a relative module
// exports, when the provider is given that import (`components={components}`, try-triplex/triplex). The
// page bundler appends an export of them to the theme module (`providerExport`), and pages import them
// from it (src/website/mdx-components.ts). Its element
// overrides (`h2`, `pre`) stay with its layout: they read the context its `wrapper` gives, which is not
// drawn (The Graph's `Heading` throws without it), so pages keep the drawn theme's own.

/** The components a local theme's `<MDXProvider>` gives pages by name. */
export interface ThemeProvider {
  /** The theme's module (absolute path). */
  file: string
  /** Name → the expression of the theme module's top level that gives it (`VideoEmbed`, `Heading.H1`). */
  components: Record<string, string>
}

/** The export the bundler appends to the theme module, holding `{ components }`. */
export const PROVIDER_EXPORT = '__gsMdxProvider'

const PROVIDER_MODULES = new Set(['nextra/mdx', '@mdx-js/react', 'nextra-theme-docs', 'nextra/components'])
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs']
const JsxParser = Parser.extend(jsx())

/** The module Nextra loads for `theme: '<specifier>'` relative to the site folder: the file, or a folder's index. */
export function localThemeFile(siteDir: string, specifier: string): string | undefined {
  if (!/^\.{1,2}\//.test(specifier)) return undefined
  const base = resolve(siteDir, specifier)
  const isFile = (path: string) => existsSync(path) && statSync(path).isFile()
  if (isFile(base)) return base
  return [...EXTENSIONS.map(ext => base + ext), ...EXTENSIONS.map(ext => join(base, `index${ext}`))].find(isFile)
}

/** A module's program (ES module syntax only), or undefined when it does not parse. */
function parseModule(file: string): (EstreeNode & { type: 'Program' }) | undefined {
  try {
    const source = readFileSync(file, 'utf8')
    // (A CommonJS module takes no export the bundler could append.)
    if (/\bmodule\.exports\b|\bexports\.\w+\s*=/.test(source)) return undefined
    const loader = file.endsWith('.tsx') ? 'tsx' : /\.[cm]?ts$/.test(file) ? 'ts' : 'jsx'
    const { code } = transformSync(source, { loader, jsx: 'preserve' })
    const program = JsxParser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as EstreeNode
    return program.type === 'Program' ? program : undefined
  } catch {
    // (A theme that does not parse fails in its own way where Next loads it; pages keep their placeholders.)
    return undefined
  }
}

/** A module file an import's relative specifier names, as the bundler resolves it. */
function importedFile(from: string, specifier: string): string | undefined {
  if (!/^\.{1,2}\//.test(specifier)) return undefined
  const base = resolve(from, '..', specifier)
  const isFile = (path: string) => existsSync(path) && statSync(path).isFile()
  return [base, ...EXTENSIONS.map(ext => base + ext), ...EXTENSIONS.map(ext => join(base, `index${ext}`))].find(isFile)
}

/** The capitalised keys of the object a module exports as `name` (`export const components = { … }`). */
function exportedObjectKeys(file: string, name: string): string[] {
  const program = parseModule(file)
  if (!program) return []
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue
    for (const declarator of statement.declaration.declarations)
      if (
        declarator.id.type === 'Identifier' &&
        declarator.id.name === name &&
        declarator.init?.type === 'ObjectExpression'
      )
        return declarator.init.properties.flatMap(property =>
          property.type === 'Property' &&
          !property.computed &&
          property.key.type === 'Identifier' &&
          /^[A-Z][\w$]*$/.test(property.key.name)
            ? [property.key.name]
            : []
        )
  }
  return []
}

/** What the theme module's `<MDXProvider components={…}>` gives pages by name (undefined: none read). */
export function readThemeProvider(file: string): ThemeProvider | undefined {
  const program = parseModule(file)
  if (!program) return undefined
  const topLevel = new Set<string>()
  /** Local name → the relative module and export it imports (`import { components } from './mdx'`). */
  const imports = new Map<string, { source: string; name: string }>()
  const providers = new Set<string>()
  const objects = new Map<string, EstreeNode>()
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? (statement.declaration as EstreeNode | null)
        : statement
    if (!declaration) continue
    if (declaration.type === 'ImportDeclaration')
      for (const specifier of declaration.specifiers) {
        topLevel.add(specifier.local.name)
        if (specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier')
          imports.set(specifier.local.name, { source: String(declaration.source.value), name: specifier.imported.name })
        if (
          specifier.type === 'ImportSpecifier' &&
          specifier.imported.type === 'Identifier' &&
          specifier.imported.name === 'MDXProvider' &&
          PROVIDER_MODULES.has(String(declaration.source.value))
        )
          providers.add(specifier.local.name)
      }
    else if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id)
      topLevel.add(declaration.id.name)
    else if (declaration.type === 'VariableDeclaration')
      for (const declarator of declaration.declarations)
        if (declarator.id.type === 'Identifier') {
          topLevel.add(declarator.id.name)
          if (declarator.init?.type === 'ObjectExpression') objects.set(declarator.id.name, declarator.init)
        }
  }
  if (!providers.size) return undefined
  const components: Record<string, string> = {}
  walk(program, node => {
    const element = node as unknown as JsxElementNode
    if (element.type !== 'JSXElement') return
    const name = element.openingElement.name
    if (name.type !== 'JSXIdentifier' || !providers.has(name.name)) return
    for (const attribute of element.openingElement.attributes) {
      if (attribute.type !== 'JSXAttribute' || attribute.name.name !== 'components') continue
      let value = attribute.value?.type === 'JSXExpressionContainer' ? attribute.value.expression : undefined
      // (`components={components}`, an object of the module's top level.)
      if (value?.type === 'Identifier' && objects.has(value.name)) value = objects.get(value.name)
      // (… or one a module of the theme exports: try-triplex/triplex's `import { components } from './mdx'`.)
      else if (value?.type === 'Identifier' && imports.has(value.name)) {
        const { source, name: exported } = imports.get(value.name)!
        const module = importedFile(file, source)
        for (const key of module ? exportedObjectKeys(module, exported) : [])
          if (!(key in components)) components[key] = `${value.name}.${key}`
        continue
      }
      if (value?.type !== 'ObjectExpression') continue
      for (const property of value.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') continue
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : ''
        if (!/^[A-Z][\w$]*$/.test(key) || key in components) continue
        const expression = topLevelPath(property.value as EstreeNode, topLevel)
        if (expression) components[key] = expression
      }
    }
  })
  return Object.keys(components).length ? { file, components } : undefined
}

/**
 * The code the bundler appends to the theme module: `export const __gsMdxProvider = { components:
 * { VideoEmbed: VideoEmbed, … } }` (read when a page renders, so a later top-level binding is defined).
 */
export function providerExport(provider: ThemeProvider): string {
  const entries = Object.entries(provider.components).map(([name, expression]) => `${name}: ${expression}`)
  return `\n;export const ${PROVIDER_EXPORT} = { components: { ${entries.join(', ')} } };\n`
}

/** `Name` or `Name.member…` when the expression is that and `Name` is bound at the module's top level. */
function topLevelPath(node: EstreeNode, topLevel: Set<string>): string | undefined {
  if (node.type === 'Identifier') return topLevel.has(node.name) ? node.name : undefined
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    const object = topLevelPath(node.object as EstreeNode, topLevel)
    return object && `${object}.${node.property.name}`
  }
  return undefined
}

interface JsxElementNode {
  type: 'JSXElement'
  openingElement: {
    name: { type: string; name: string }
    attributes: {
      type: string
      name: { name: string }
      value?: { type: string; expression: EstreeNode }
    }[]
  }
}

/** Every node under `node`, depth first. */
function walk(node: unknown, visit: (node: EstreeNode) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit)
    return
  }
  if (!node || typeof node !== 'object' || typeof (node as { type?: unknown }).type !== 'string') return
  visit(node as EstreeNode)
  for (const [key, value] of Object.entries(node))
    if (key !== 'type' && value && typeof value === 'object') walk(value, visit)
}
