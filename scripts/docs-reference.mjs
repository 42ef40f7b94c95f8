// Writes the generated pages of guildsite's own docs (docs/site): the configuration reference, from
// the zod schema (types, defaults, enums — what the build really accepts) and the JSDoc written
// beside each field in src/config/*.ts (what it means). `node scripts/docs-reference.mjs` writes the
// files; `--check` exits 1 when a committed file differs (tests/integration/docs-site.test.ts runs the
// same comparison, so the reference cannot drift from the schema).
//
// Needs dist/ (npm run build) for the runtime schema and TypeScript (a devDependency) for the JSDoc.

import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import ts from 'typescript'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

// --- JSDoc, from the TypeScript source --------------------------------------------------------

const sources = new Map()
function sourceFile(path) {
  if (!sources.has(path))
    sources.set(path, ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true))
  return sources.get(path)
}

/** `const name = …` in a file, or the file an `import { name } from './x.js'` brings it from. */
function declaration(file, name) {
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations)
        if (decl.name.getText() === name && decl.initializer) return { file, node: decl.initializer }
    }
    if (
      ts.isImportDeclaration(statement) &&
      statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings)
    ) {
      const spec = statement.moduleSpecifier.text
      if (!spec.startsWith('.')) continue
      for (const element of statement.importClause.namedBindings.elements) {
        if (element.name.text !== name) continue
        const path = resolve(dirname(file.fileName), spec.replace(/\.js$/, '.ts'))
        return declaration(sourceFile(path), (element.propertyName ?? element.name).text)
      }
    }
  }
  return undefined
}

/** The object literals of `z.object`/`z.strictObject` calls an expression builds, through chains, unions, arrays and constants. */
function objectLiterals(file, node, out = []) {
  if (!node) return out
  if (ts.isCallExpression(node)) {
    const callee = node.expression
    const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ''
    if (
      (name === 'strictObject' || name === 'object' || name === 'looseObject') &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      out.push({ file, node: node.arguments[0] })
    } else {
      for (const argument of node.arguments)
        if (name !== 'default' && name !== 'refine' && name !== 'superRefine') objectLiterals(file, argument, out)
    }
    if (ts.isPropertyAccessExpression(callee)) objectLiterals(file, callee.expression, out)
  } else if (ts.isArrayLiteralExpression(node)) {
    for (const element of node.elements) objectLiterals(file, element, out)
  } else if (ts.isIdentifier(node)) {
    const found = declaration(file, node.text)
    if (found) objectLiterals(found.file, found.node, out)
  } else if (ts.isParenthesizedExpression(node)) {
    objectLiterals(file, node.expression, out)
  } else if (ts.isPropertyAccessExpression(node) && node.name.text === 'shape') {
    // (`...chromeSchema.shape`: another schema's fields spread into an object.)
    objectLiterals(file, node.expression, out)
  }
  return out
}

/** The JSDoc of a property: its text and its tags (`@default`, `@example`). */
function jsdocOf(property) {
  const docs = ts.getJSDocCommentsAndTags(property).filter(ts.isJSDoc)
  const doc = docs.at(-1)
  if (!doc) return { text: '', tags: {} }
  const text = (
    typeof doc.comment === 'string' ? doc.comment : (doc.comment ?? []).map(part => part.text).join('')
  ).trim()
  const tags = {}
  for (const tag of doc.tags ?? []) {
    const value = (
      typeof tag.comment === 'string' ? tag.comment : (tag.comment ?? []).map(part => part.text).join('')
    ).trim()
    ;(tags[tag.tagName.text] ??= []).push(value)
  }
  return { text, tags }
}

/** Property name → { doc, value node } of the objects an expression builds. */
function propertiesOf(file, node) {
  const properties = new Map()
  for (const literal of objectLiterals(file, node)) {
    for (const property of literal.node.properties) {
      if (ts.isSpreadAssignment(property)) {
        for (const [name, info] of propertiesOf(literal.file, property.expression))
          if (!properties.has(name)) properties.set(name, info)
        continue
      }
      if (!ts.isPropertyAssignment(property)) continue
      const name = property.name.getText().replace(/^['"]|['"]$/g, '')
      if (!properties.has(name))
        properties.set(name, { doc: jsdocOf(property), file: literal.file, node: property.initializer })
    }
  }
  return properties
}

// --- Structure, from the runtime schema --------------------------------------------------------

const def = schema => schema._zod.def

/** Strips optional/default/nullable wrappers: the schema, whether it may be left out, and its default. */
function unwrap(schema) {
  let optional = false
  let defaultValue
  let hasDefault = false
  for (;;) {
    const d = def(schema)
    if (d.type === 'optional') optional = true
    else if (d.type === 'default') {
      optional = true
      if (!hasDefault) {
        hasDefault = true
        defaultValue = typeof d.defaultValue === 'function' ? d.defaultValue() : d.defaultValue
      }
    } else if (d.type === 'pipe') {
      schema = d.in
      continue
    } else break
    schema = d.innerType
  }
  return { schema, optional, hasDefault, defaultValue }
}

const literal = value => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value))

/** A short type: `string`, `'a' | 'b'`, `boolean`, `object`, `object[]`, `false | object`. */
function typeName(schema) {
  const { schema: inner } = unwrap(schema)
  const d = def(inner)
  switch (d.type) {
    case 'enum':
      return Object.values(d.entries).map(literal).join(' | ')
    case 'literal':
      return d.values.map(literal).join(' | ')
    case 'union':
      return d.options.map(typeName).join(' | ')
    case 'array':
      return `${typeName(d.element).includes(' ') ? `(${typeName(d.element)})` : typeName(d.element)}[]`
    case 'object':
      return 'object'
    case 'record':
      return `Record<${typeName(d.keyType)}, ${typeName(d.valueType)}>`
    default:
      return d.type
  }
}

/** The object schema a field holds (directly, in a union, or as array elements), if any. */
function objectOf(schema) {
  const { schema: inner } = unwrap(schema)
  const d = def(inner)
  if (d.type === 'object') return inner
  if (d.type === 'array') return objectOf(d.element)
  if (d.type === 'union') for (const option of d.options) if (objectOf(option)) return objectOf(option)
  return undefined
}

// --- Markdown --------------------------------------------------------------------------------

/** Prose for MDX: braces and angle brackets outside code spans stay literal. */
const escapeText = text =>
  text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/[{}<>]/g, match => `\\${match}`)))
    .join('')
/** Inline code that survives MDX: backticks in the value get a longer fence. */
const code = text => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``)

function shortDefault(value) {
  const text = JSON.stringify(value)
  return text.length > 80 ? undefined : text.replace(/"([^"\\]*)"/g, "'$1'")
}

function fieldMarkdown(path, schema, info, depth, lines) {
  const { optional, hasDefault, defaultValue } = unwrap(schema)
  const heading = '#'.repeat(Math.min(depth, 6))
  lines.push(`${heading} ${path.join('.')}`, '')
  const facts = [`Type: ${code(typeName(schema))}`]
  if (!optional) facts.push('required')
  const tagDefault = info?.doc.tags.default?.[0]
  if (tagDefault) facts.push(`default: ${code(tagDefault)}`)
  else if (hasDefault && shortDefault(defaultValue) !== undefined && typeof defaultValue !== 'object')
    facts.push(`default: ${code(shortDefault(defaultValue))}`)
  lines.push(facts.join(' · '), '')
  if (info?.doc.text) lines.push(escapeText(info.doc.text.replace(/\s*\n\s*/g, ' ')), '')
  for (const example of info?.doc.tags.example ?? []) lines.push('```ts', `${path.at(-1)}: ${example}`, '```', '')
  const object = objectOf(schema)
  if (!object) return
  const children = info ? propertiesOf(info.file, info.node) : new Map()
  for (const [name, child] of Object.entries(def(object).shape))
    fieldMarkdown([...path, name], child, children.get(name), depth + 1, lines)
}

/** Markdown sections for every field of a zod object schema, with the JSDoc of its declaration. */
async function schemaSections(module, source, name, depth) {
  const { [name]: schema } = await import(pathToFileURL(join(ROOT, 'dist', module)).href)
  const file = sourceFile(join(ROOT, source))
  const docs = propertiesOf(file, declaration(file, name).node)
  const lines = []
  for (const [field, child] of Object.entries(def(schema).shape))
    fieldMarkdown([field], child, docs.get(field), depth, lines)
  return lines
}

const GENERATED = source =>
  `{/* Generated by scripts/docs-reference.mjs from ${source}: edit the JSDoc there, not this file. */}`
const page = lines =>
  lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd() + '\n'

/** The configuration reference page. */
async function configReference() {
  return page([
    '---',
    'title: Configuration',
    'description: Every field of guildsite.config.ts, with its type, default and meaning.',
    '---',
    '',
    GENERATED('src/config/schema.ts'),
    '',
    '# Configuration',
    '',
    'The site folder holds `guildsite.config.ts` (or `.mts`, `.js`, `.mjs`, `.json`). Its default export is',
    'checked against one strict schema: an unknown key is an error that names it, with its file, line and column.',
    'Paths are relative to the config file.',
    '',
    '```ts filename="guildsite.config.ts"',
    "import { defineConfig } from 'guildsite'",
    '',
    'export default defineConfig({',
    "  siteName: 'YOGA',",
    "  docsRepositoryBase: 'https://github.com/dotansimha/graphql-yoga/tree/main/website'",
    '})',
    '```',
    '',
    ...(await schemaSections('src/config/schema.js', 'src/config/schema.ts', 'configSchema', 2))
  ])
}

/** The front matter reference page: page keys and the per-page theme. */
async function frontMatterReference() {
  return page([
    '---',
    'title: Front matter',
    'description: Every front matter key of a page, and the per-page theme settings shared with _meta files.',
    '---',
    '',
    GENERATED('src/content/front-matter-schema.ts and src/config/schema.ts'),
    '',
    '# Front matter',
    '',
    'A page may start with YAML front matter. Known keys are checked by type (a wrong type is an error',
    "with the key's line and column); other keys are kept as the page's data.",
    '',
    '```mdx filename="pages/docs/install.mdx"',
    '---',
    'title: Install',
    'description: Add the server to a project.',
    'theme:',
    '  toc: false',
    '---',
    '```',
    '',
    ...(await schemaSections(
      'src/content/front-matter-schema.js',
      'src/content/front-matter-schema.ts',
      'frontMatterSchema',
      2
    )),
    '## Page theme',
    '',
    "The keys of `theme`, in front matter or in a `_meta` entry (a folder's entry applies to every page under it).",
    '',
    ...(await schemaSections('src/config/schema.js', 'src/config/schema.ts', 'pageThemeSchema', 3))
  ])
}

/** One props interface: its own members (name, type, optional, JSDoc) and what it extends. */
function propsTable(declaration) {
  const rows = ['| prop | type | description |', '| --- | --- | --- |']
  for (const member of declaration.members) {
    if (!ts.isPropertySignature(member) && !ts.isMethodSignature(member)) continue
    const { text, tags } = jsdocOf(member)
    const type = (member.type?.getText() ?? 'function').replace(/\s+/g, ' ').replace(/\|/g, '\\|')
    const fallback = tags.default?.[0] ? ` Default: ${code(tags.default[0])}.` : ''
    const name = `${code(member.name.getText())}${member.questionToken ? '' : ' (required)'}`
    rows.push(
      `| ${name} | ${code(type)} | ${escapeText(text.replace(/\s*\n\s*/g, ' ')).replace(/\|/g, '\\|')}${fallback} |`
    )
  }
  const extended = (declaration.heritageClauses ?? []).flatMap(clause =>
    clause.types.map(type =>
      type
        .getText()
        .replace(/\s*\n\s*/g, ' ')
        .replace(/< /g, '<')
        .replace(/ >/g, '>')
    )
  )
  const lines = rows.length > 2 ? rows : ['No props of its own.']
  if (extended.length) lines.push('', `Also takes the props of ${extended.map(code).join(', ')}.`)
  return lines
}

/** The components reference: every built-in export with a props interface, from the component sources. */
async function componentsReference() {
  const index = join(ROOT, 'templates', 'components', 'index.ts')
  const program = ts.createProgram([index], {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true
  })
  const checker = program.getTypeChecker()
  const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(index)))
  const byName = new Map(exported.map(symbol => [symbol.name, symbol]))
  const sections = []
  for (const symbol of [...exported].sort((a, b) => a.name.localeCompare(b.name))) {
    const props = byName.get(`${symbol.name}Props`)
    if (!props || /^[a-z]/.test(symbol.name)) continue
    const target = props.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(props) : props
    const declaration = target.declarations?.find(ts.isInterfaceDeclaration)
    if (!declaration) continue
    const own = jsdocOf(declaration)
    sections.push(
      `## ${symbol.name}`,
      '',
      ...(own.text ? [escapeText(own.text.replace(/\s*\n\s*/g, ' ')), ''] : []),
      ...propsTable(declaration),
      ''
    )
  }
  return page([
    '---',
    'title: Component props',
    'description: The props of every built-in component, from the components themselves.',
    '---',
    '',
    GENERATED('templates/components'),
    '',
    '# Component props',
    '',
    'Every built-in component is in scope of every MDX page without an import, and under the names pages',
    'import it by from `nextra/components`, `nextra-theme-docs` and `@theguild/components`. See',
    '[Components](/docs/components) for live examples.',
    '',
    ...sections
  ])
}

/** Generated page → its text. */
export async function generatedPages() {
  return {
    [join(ROOT, 'docs', 'site', 'pages', 'reference', 'config.mdx')]: await configReference(),
    [join(ROOT, 'docs', 'site', 'pages', 'reference', 'front-matter.mdx')]: await frontMatterReference(),
    [join(ROOT, 'docs', 'site', 'pages', 'reference', 'component-props.mdx')]: await componentsReference()
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const stale = []
  for (const [path, text] of Object.entries(await generatedPages())) {
    let committed = ''
    try {
      committed = readFileSync(path, 'utf8')
    } catch {
      // Not written yet: every page is stale.
    }
    if (committed === text) continue
    stale.push(path)
    if (!process.argv.includes('--check')) writeFileSync(path, text)
  }
  if (process.argv.includes('--check') && stale.length > 0) {
    console.error(`Out of date (run node scripts/docs-reference.mjs):\n${stale.join('\n')}`)
    process.exit(1)
  }
  console.log(stale.length ? `wrote ${stale.join(', ')}` : 'generated docs are up to date')
}
