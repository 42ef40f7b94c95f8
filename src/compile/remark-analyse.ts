import type { SiteComponents } from '../website/mdx-components.js'
import type { PageMetaSlots } from '../content/meta-slots.js'
import type { Program } from 'estree'
import type { Definition, Image, ImageReference, Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import { visit as visitEstree } from 'estree-util-visit'
import { basename } from 'node:path'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import {
  boundNames,
  declaredNames,
  defaultImportProgram,
  identifierProgram,
  placeholderProgram,
  siteComponentsProgram,
  metaSlotsProgram
} from './estree.js'
import { linkResolver, type NextraLinks } from './resolve-links.js'

/** Adds the capitalised JSX names a program renders (`<APIDocs>`, `<Cards.Card>` → `Cards`) to `names`. */
function jsxNamesIn(program: Program, names: Set<string>): void {
  visitEstree(program as Parameters<typeof visitEstree>[0], node => {
    if (node.type !== 'JSXOpeningElement') return
    let name = (node as unknown as { name: { type: string; name?: string; object?: unknown } }).name
    while (name.type === 'JSXMemberExpression') name = name.object as typeof name
    if (name.type === 'JSXIdentifier' && name.name && /^[A-Z]/.test(name.name)) names.add(name.name)
  })
}

/** nextra-theme-blog 4's post date component, given by `useMDXComponents({ DateFormatter })`. */
const DATE_FORMATTER = 'DateFormatter'
export interface PageLink {
  url: string
  line: number
  column: number
}

export interface PageImport {
  source: string
  names: string[]
  line: number
  column: number
}

export interface AnalyseOptions {
  /** Components in scope without an import (the built-ins). */
  builtins: ReadonlySet<string>
  /** Components the site's `mdx-components` file adds (Nextra 4): imported from it when a page uses them. */
  siteComponents?: SiteComponents
  /** React content of the page's `_meta` theme: imported from its meta module and exported for the layout. */
  metaSlots?: PageMetaSlots
  /** Lowercase JSX tags to route through the element overrides, tag → component alias. */
  elementAliases?: ReadonlyMap<string, string>
  /** Route of the folder holding the file (`/docs/features`): relative links resolve against it. */
  folderRoute?: string
  /** Links as Nextra's visitors follow them (a Next.js website folder): see `NextraLinks`. */
  nextraLinks?: NextraLinks
  /** Add imports (bundled images, placeholder components). False for MDX compiled to a function body. @default true */
  imports?: boolean
  /**
   * An MDX file a page imports (not a page): the page may pass the components it uses
   * (`<Content components={{ X }} />`), so a component it does not define is no warning here; its
   * placeholder, if it renders, says where it is used.
   */
  partial?: boolean
  /** The file as messages name it (relative to the site folder), for `partial`'s placeholders. */
  display?: string
}

/**
 * Exports that only mean something to a Next.js server: a static site ignores them. (`getStaticProps`
 * and `getStaticPaths` stay: the build runs them, see page-data.ts.)
 */
const NEXT_ONLY = new Set(['getServerSideProps'])
const MEDIA = new Set(['img', 'video', 'iframe', 'Image', 'NextImage', 'Video', 'Iframe'])
const VIDEO = new Set(['video', 'Video'])
const SOURCE = new Set(['source', 'MdxElement_source'])

/** A `<video>` may give its files as `<source src>` children instead of a `src` (each `<source>` is checked itself). */
function hasSourceChild(node: MdxJsxFlowElement | MdxJsxTextElement): boolean {
  let found = false
  visit(node, child => {
    if (child !== node && isJsx(child) && child.name && SOURCE.has(child.name)) found = true
  })
  return found
}
const LINK_ATTRIBUTES = new Set(['href'])

/** `id="…"` and `<a name="…">` in a `.md` page's raw HTML: link targets beside its headings. */
const HTML_TARGET = /<[a-z][\w-]*\s[^>]*?\b(id|name)\s*=\s*["']([^"']+)["']/gi

/**
 * A URL that runs script when followed. Browsers drop ASCII tabs and newlines inside URLs and ignore
 * leading control characters and spaces, so `jav&#x09;ascript:` is the same URL.
 */
const isScriptUrl = (value: string): boolean => /^javascript:/i.test(value.replace(/[\u0000-\u0020]/g, ''))

/**
 * React renders a `javascript:` URL inert (it replaces it with one that throws), as Next does: the
 * link does nothing when clicked, which its author should know (issue 37 item 6).
 */
function warnScriptUrl(file: VFile, node: { position?: RootContent['position'] }): void {
  file.message('Link to a javascript: URL: React renders it inert, so it does nothing when clicked', {
    place: node.position,
    ruleId: 'javascript-url',
    source: 'guildsite'
  })
}

const isJsx = (node: { type: string }): node is MdxJsxFlowElement | MdxJsxTextElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
const where = (node: { position?: { start: { line: number; column: number } } }) => ({
  line: node.position?.start.line ?? 1,
  column: node.position?.start.column ?? 1
})

function exportedNames(program: Program): string[] {
  const names: string[] = []
  for (const s of program.body) {
    if (s.type !== 'ExportNamedDeclaration') continue
    for (const spec of s.specifiers) if (spec.exported.type === 'Identifier') names.push(spec.exported.name)
    if (s.declaration?.type === 'FunctionDeclaration' && s.declaration.id) names.push(s.declaration.id.name)
    if (s.declaration?.type === 'VariableDeclaration')
      for (const d of s.declaration.declarations) if (d.id.type === 'Identifier') names.push(d.id.name)
  }
  return names
}

/**
 * Images by reference (`![alt][ref]` with `[ref]: ./pic.png`) become the inline images they stand
 * for, so that they resolve as images do (a relative file is bundled), not as page links. Returns
 * the definitions only images use: they are neither links to check nor URLs to rewrite as routes.
 */
function imageReferencesToImages(tree: Root): Set<Definition> {
  const definitions = new Map<string, Definition>()
  const linked = new Set<string>()
  let images = false
  visit(tree, node => {
    // The first definition of a label wins (CommonMark).
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node)
    else if (node.type === 'linkReference') linked.add(node.identifier)
    else if (node.type === 'imageReference') images = true
  })
  const imageOnly = new Set<Definition>()
  if (!images) return imageOnly
  visit(tree, 'imageReference', (node: ImageReference, index, parent) => {
    const definition = definitions.get(node.identifier)
    if (!definition || !parent || index === undefined) return
    const image: Image = {
      type: 'image',
      url: definition.url,
      title: definition.title,
      alt: node.alt,
      position: node.position
    }
    parent.children[index] = image as unknown as RootContent & typeof node
    if (!linked.has(node.identifier)) imageOnly.add(definition)
  })
  return imageOnly
}

/**
 * Reads what later stages need from the MDX tree and makes it safe to run: collects links (with
 * positions), imports and media errors; drops Next-only exports; turns relative images into bundled
 * imports; and defines a visible placeholder for each component that is used but never defined.
 */
export function remarkAnalyse(options: AnalyseOptions) {
  return (tree: Root, file: VFile) => {
    const links: PageLink[] = []
    // Ids of the page's own elements (`<a name="x" />`, `<div id="x">`): a `#x` link scrolls there too.
    const targets = new Set<string>()
    const imports: PageImport[] = []
    const declared = new Set<string>()
    const used = new Map<string, { line: number; column: number }>()
    // Capitalised names the page's code renders as JSX (ESM and expressions).
    const inCode = new Set<string>()

    const imageOnly = imageReferencesToImages(tree)
    const resolveLink = linkResolver(options, file)

    // A component rendered in an expression, `{photos.map(p => <GalleryImage {...p} />)}`, is one MDX
    // takes from its components like a tag's: undefined, it gets a placeholder too.
    const noteExpressionJsx = (program: Program, node: { position?: Root['position'] }) => {
      const names = new Set<string>()
      jsxNamesIn(program, names)
      const bound = boundNames(program)
      for (const name of names) {
        inCode.add(name)
        if (!bound.has(name) && !used.has(name)) used.set(name, where(node))
      }
    }

    visit(tree, node => {
      if (node.type === 'mdxjsEsm') {
        const esm = node as MdxjsEsm
        const program = esm.data?.estree
        if (!program) return
        for (const name of exportedNames(program)) {
          if (NEXT_ONLY.has(name))
            file.message(`Next.js-only export "${name}" is ignored`, {
              place: esm.position,
              ruleId: 'next-only-export',
              source: 'guildsite'
            })
        }
        program.body = program.body.filter(
          s =>
            !(
              s.type === 'ExportNamedDeclaration' &&
              exportedNames({ ...program, body: [s] }).some(n => NEXT_ONLY.has(n))
            )
        )
        for (const name of declaredNames(program)) declared.add(name)
        jsxNamesIn(program, inCode)
        for (const s of program.body) {
          if (
            (s.type === 'ImportDeclaration' ||
              s.type === 'ExportNamedDeclaration' ||
              s.type === 'ExportAllDeclaration') &&
            s.source &&
            typeof s.source.value === 'string'
          ) {
            const line = (esm.position?.start.line ?? 1) + ((s.loc?.start.line ?? 1) - (program.loc?.start.line ?? 1))
            const names =
              s.type === 'ImportDeclaration'
                ? s.specifiers.map(sp =>
                    sp.type === 'ImportSpecifier' && sp.imported.type === 'Identifier'
                      ? sp.imported.name
                      : sp.type === 'ImportDefaultSpecifier'
                        ? 'default'
                        : '*'
                  )
                : s.type === 'ExportNamedDeclaration'
                  ? s.specifiers.map(sp => (sp.local.type === 'Identifier' ? sp.local.name : 'default'))
                  : ['*']
            imports.push({ source: s.source.value, names, line: s.loc ? line : where(esm).line, column: 1 })
          }
        }
        return
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const program = (node as { data?: { estree?: Program } }).data?.estree
        if (program) noteExpressionJsx(program, node)
        return
      }
      if (node.type === 'definition' && imageOnly.has(node as Definition)) return
      if (node.type === 'link' || node.type === 'definition') {
        const link = node as { url: string }
        link.url = resolveLink(link.url, node)
        links.push({ url: link.url, ...where(node) })
        if (isScriptUrl(link.url)) warnScriptUrl(file, node)
        return
      }
      if (node.type === 'html') {
        for (const match of (node as { value: string }).value.matchAll(HTML_TARGET))
          if (match[1].toLowerCase() === 'id' || /^<a\s/i.test(match[0])) targets.add(match[2])
        return
      }
      if (isJsx(node) && node.name) {
        const attributes = node.attributes.filter(a => a.type === 'mdxJsxAttribute')
        if (/^[a-z]/.test(node.name))
          for (const attribute of attributes)
            if (
              typeof attribute.value === 'string' &&
              (attribute.name === 'id' || (attribute.name === 'name' && node.name === 'a'))
            )
              targets.add(attribute.value)
        for (const attribute of attributes) {
          if (LINK_ATTRIBUTES.has(attribute.name) && typeof attribute.value === 'string') {
            attribute.value = resolveLink(attribute.value, node)
            links.push({ url: attribute.value, ...where(node) })
            if (isScriptUrl(attribute.value)) warnScriptUrl(file, node)
          }
        }
        if (
          MEDIA.has(node.name) &&
          !attributes.some(a => a.name === 'src') &&
          !node.attributes.some(a => a.type === 'mdxJsxExpressionAttribute') &&
          !(VIDEO.has(node.name) && hasSourceChild(node))
        ) {
          file.message('Must provide `src` prop', {
            place: node.position,
            ruleId: 'media-src-missing',
            source: 'guildsite'
          }).fatal = true
        }
        // (And one rendered in an attribute's expression: `caption={<BaseLink href="…">…</BaseLink>}`.)
        for (const attribute of node.attributes) {
          const value = attribute.type === 'mdxJsxAttribute' ? attribute.value : attribute
          const program = value && typeof value === 'object' ? value.data?.estree : undefined
          if (program) noteExpressionJsx(program, node)
        }
        const alias = options.elementAliases?.get(node.name)
        if (alias) node.name = alias
        const root = node.name.split('.')[0]
        if (/^[A-Z]/.test(root) && !used.has(root)) used.set(root, where(node))
      }
    })

    // Relative Markdown images are bundled like imports (Nextra's static images): hashed URLs.
    const images: MdxjsEsm[] = []
    visit(tree, 'image', (node: Image, index, parent) => {
      if (options.imports === false) return
      // (And Nextra's alias of the content folder, which the bundler resolves: `private-next-content-dir/x.png`.)
      if (!parent || index === undefined || !/^(\.{1,2}|private-next-content-dir)\//.test(node.url)) return
      const name = `__gsImage${images.length}`
      images.push({ type: 'mdxjsEsm', value: '', data: { estree: defaultImportProgram(name, node.url) } })
      const img: MdxJsxTextElement = {
        type: 'mdxJsxTextElement',
        name: 'img',
        attributes: [
          {
            type: 'mdxJsxAttribute',
            name: 'src',
            value: { type: 'mdxJsxAttributeValueExpression', value: name, data: { estree: identifierProgram(name) } }
          },
          { type: 'mdxJsxAttribute', name: 'alt', value: node.alt ?? '' },
          ...(node.title ? [{ type: 'mdxJsxAttribute' as const, name: 'title', value: node.title }] : [])
        ],
        children: [],
        position: node.position
      }
      parent.children[index] = img as unknown as RootContent & typeof node
    })

    const undeclared =
      options.imports === false ? [] : [...used].filter(([name]) => !declared.has(name) && !options.builtins.has(name))
    const fromSite = options.siteComponents?.names ?? []
    const missing = undeclared.filter(([name]) => !fromSite.includes(name))
    // The site's components, its own versions of built-ins among them (Nextra 4 merges the theme's
    // components first, then the site's), and its element overrides (`h2`, `pre`), which every page takes.
    // (Also those the page's own code renders: `export function Partial() { return <APIDocs … /> }`,
    // which Nextra's provider gives it as it gives the content.)
    // (nextra-theme-blog 4's `useMDXComponents({ DateFormatter })`: the page module exports it too, for the
    // layout's post date — templates/layout/post-header.tsx.)
    const siteNames =
      options.imports === false
        ? []
        : [
            ...new Set([...used.keys(), ...inCode, ...(fromSite.includes(DATE_FORMATTER) ? [DATE_FORMATTER] : [])])
          ].filter(name => !declared.has(name) && fromSite.includes(name))
    const siteElements = options.imports === false ? [] : (options.siteComponents?.elements ?? [])
    // (Where the site's mdx-components file imports what cannot be resolved, the component may be
    // one of those: react-zen spreads `@/components`, in its monorepo's package outside the website folder.)
    const absent = options.siteComponents?.absent ?? []
    const componentsFile = options.siteComponents && basename(options.siteComponents.file)
    const because = absent.length
      ? `, nor given by ${componentsFile}, whose import${absent.length > 1 ? 's' : ''} of ${absent
          .slice(0, 3)
          .map(specifier => `"${specifier}"`)
          .join(
            ', '
          )}${absent.length > 3 ? ` and ${absent.length - 3} more` : ''} cannot be resolved (it may come from there)`
      : ''
    for (const [name, at] of options.partial ? [] : missing) {
      file.message(
        `Component <${name}> is not defined: it is neither imported nor a built-in${because}; a placeholder is rendered`,
        { place: at, ruleId: 'unknown-component', source: 'guildsite' }
      )
    }
    const injected: MdxjsEsm[] = [...images]
    if ((siteNames.length || siteElements.length) && options.siteComponents)
      injected.push({
        type: 'mdxjsEsm',
        value: '',
        data: {
          // (Only element overrides: a page where none of those tags appears keeps the static-content path.)
          ...(!siteNames.length && { siteElementsOnly: siteElements }),
          estree: siteComponentsProgram(
            options.siteComponents.file,
            siteNames,
            siteElements,
            options.siteComponents.importName
          )
        }
      })
    if (options.metaSlots && options.imports !== false)
      injected.push({ type: 'mdxjsEsm', value: '', data: { estree: metaSlotsProgram(options.metaSlots) } })
    if (missing.length)
      injected.push({
        type: 'mdxjsEsm',
        value: '',
        data: {
          estree: placeholderProgram(
            missing.map(([name]) => name),
            options.partial ? missing.map(([, at]) => `${options.display ?? ''}:${at.line}:${at.column}`) : undefined
          )
        }
      })
    tree.children.unshift(...injected)

    file.data.links = links
    file.data.imports = imports
    if (targets.size > 0) file.data.targets = [...targets]
  }
}
