import type { Element, Root, RootContent } from 'hast'
import { fromParse5 } from 'hast-util-from-parse5'
import { toHtml } from 'hast-util-to-html'
import type { Root as MdastRoot } from 'mdast'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { parseFragment } from 'parse5'
import type { ComponentType } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import rehypeRaw from 'rehype-raw'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified, type PluggableList } from 'unified'
import { visit } from 'unist-util-visit'
import { beforeAll, describe, expect, it } from 'vitest'
import { builtinNames } from '../../../src/pipeline/builtin-names.js'
import { compileMdx } from '../../../src/compile/compile-mdx.js'
import { fastParseExplained } from '../../../src/compile/fast-parse/index.js'
import { tokenPathDeclines } from '../../../src/compile/token-path/index.js'
import { createProcessor } from '@mdx-js/mdx'
import { resolveRelativeLink } from '../../../src/compile/resolve-links.js'
import { rehypeStripUnsafeHtml } from '../../../src/compile/rehype-strip-unsafe-html.js'
import { REPO } from '../../helpers/cli.js'
// The page modules import guildsite's compiled templates (dist/), so the provider must come from there too.
const { MDXComponentsContext, JSX_ELEMENT_ALIASES, jsxElementAlias } = (await import(
  '../../../dist/templates/mdx-provider.js' as string
)) as typeof import('../../../templates/mdx-provider.js')
const { pageModule } = (await import(
  '../../../dist/src/render/self-contained.js' as string
)) as typeof import('../../../src/render/self-contained.js')
const { staticArticleHtml } = (await import(
  '../../../dist/src/render/static-article/index.js' as string
)) as typeof import('../../../src/render/static-article/index.js')
const { RenderContextValue } = (await import(
  '../../../dist/templates/context.js' as string
)) as typeof import('../../../templates/context.js')

/**
 * Every example of the CommonMark 0.31.2 spec, as a `.md` page: guildsite's compile (fast parse or
 * micromark, its plugins, the static-content or module path the build takes) rendered with plain HTML
 * elements, against remark's rendering (remark-parse + GFM + front matter, remark-rehype, rehype-raw).
 * Both are parsed back and compared as HTML, with code blocks reduced to language + text (guildsite
 * highlights them) and heading ids dropped (guildsite adds them), and whitespace between blocks ignored.
 */
interface Example {
  number: number
  section: string
  markdown: string
}
const { examples } = JSON.parse(readFileSync(join(REPO, 'tests/fixtures/commonmark/spec-0.31.2.json'), 'utf8')) as {
  examples: Example[]
}

/**
 * Deliberate product behaviour, applied to remark's side too: relative Markdown links become site
 * routes (`[a](foo)` → `/foo`), and `<script>` and other active HTML is removed from `.md` pages.
 * The examples whose rendering these change — exactly these, the test checks.
 */
const DELIBERATE = {
  siteRoutes: [194, 195, 203, 204, 484, 492, 495, 496, 498, 499, 500, 502, 503, 504, 522],
  unsafeHtml: [170, 178]
}

/** Examples guildsite still renders differently from remark (none: a difference fails the test). */
const KNOWN_DIFFERENCES: number[] = []

const BLOCKS = new Set([
  'address',
  'blockquote',
  'div',
  'dl',
  'dd',
  'dt',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul'
])
const PRESERVED = new Set(['pre', 'textarea', 'listing'])
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr'])
const isBlock = (node: RootContent | undefined) => node?.type === 'element' && BLOCKS.has(node.tagName)

/** A code block as language + text, whichever way it was rendered. */
function codeBlock(node: Element): Element | undefined {
  const classes = (node.properties.className as string[] | undefined) ?? []
  if (
    node.tagName === 'div' &&
    classes.includes('gs-static') &&
    node.children.length === 1 &&
    node.children[0].type === 'element'
  )
    return codeBlock(node.children[0])
  let language: string | undefined
  let text: string
  if (node.tagName === 'figure' && classes.includes('gs-code')) {
    language = String(node.properties.dataLanguage ?? '')
    const pre = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre')!
    text = textOf(pre)
  } else if (
    node.tagName === 'pre' &&
    node.children.length === 1 &&
    node.children[0].type === 'element' &&
    node.children[0].tagName === 'code'
  ) {
    const codeClasses = (node.children[0].properties.className as string[] | undefined) ?? []
    language = codeClasses.find(name => name.startsWith('language-'))?.slice('language-'.length)
    text = textOf(node).replace(/\n$/, '')
  } else return undefined
  // (The language is highlighting's business — an unknown one is shown as plain text — tested with rehype-code.)
  void language
  return { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: text }] }
}

function textOf(node: RootContent | Root): string {
  if (node.type === 'text') return node.value
  return 'children' in node ? (node.children as RootContent[]).map(textOf).join('') : ''
}

/** The tree as a canonical HTML string. */
function canonical(html: string): string {
  const tree = fromParse5(parseFragment(html)) as Root
  const walk = (parent: Root | Element) => {
    const children: RootContent[] = []
    // Comments render nothing; React 19 hoists a `<link rel="preload">` for each image it renders.
    parent.children = parent.children.filter(
      child =>
        child.type !== 'comment' &&
        !(child.type === 'element' && child.tagName === 'link' && child.properties.rel?.toString() === 'preload')
    ) as typeof parent.children
    for (const [i, child] of parent.children.entries()) {
      if (child.type === 'element') {
        const code = codeBlock(child)
        if (code) {
          children.push(code)
          continue
        }
        if (/^h[1-6]$/.test(child.tagName)) delete child.properties.id
        walk(child)
        children.push(child)
        continue
      }
      if (child.type === 'text') {
        let value = child.value
        if (parent.type === 'element' && PRESERVED.has(parent.tagName)) {
          // React writes a newline after `<textarea>`/`<pre>` (the parser drops one): a leading newline is not content.
          children.push({ ...child, value: i === 0 ? value.replace(/^\n/, '') : value })
          continue
        }
        // Whitespace between blocks (and in tables, where browsers move it out) renders nothing.
        const container = parent.type === 'root' || BLOCKS.has(parent.tagName)
        if (isBlock(parent.children[i - 1]) || (i === 0 && container)) value = value.replace(/^\s+/, '')
        if (isBlock(parent.children[i + 1]) || (i === parent.children.length - 1 && container))
          value = value.replace(/\s+$/, '')
        if (parent.type === 'element' && TABLE_PARTS.has(parent.tagName) && !value.trim()) value = ''
        if (value) children.push({ ...child, value })
        continue
      }
      children.push(child)
    }
    parent.children = children as typeof parent.children
  }
  walk(tree)
  return toHtml(tree)
}

/** Markdown links to site routes, as guildsite's compile makes them (definitions that only images use are images). */
function remarkSiteRoutes() {
  return (tree: MdastRoot) => {
    const linked = new Set<string>()
    visit(tree, 'linkReference', node => void linked.add(node.identifier))
    visit(tree, node => {
      if (node.type === 'link' || (node.type === 'definition' && linked.has(node.identifier)))
        node.url = resolveRelativeLink(node.url, '/')
    })
  }
}

async function remarkHtml(markdown: string, product: { siteRoutes: boolean; unsafeHtml: boolean }): Promise<string> {
  const plugins: PluggableList = [remarkParse, [remarkFrontmatter, ['yaml']], remarkGfm]
  if (product.siteRoutes) plugins.push(remarkSiteRoutes)
  plugins.push([remarkRehype, { allowDangerousHtml: true, footnoteLabel: 'Footnotes' }], rehypeRaw)
  if (product.unsafeHtml) plugins.push([rehypeStripUnsafeHtml, { allow: false }])
  const processor = unified().use(plugins)
  const tree = await processor.run(processor.parse(markdown))
  return toHtml(tree as Root)
}

const plain = Object.fromEntries(JSX_ELEMENT_ALIASES.map(tag => [jsxElementAlias(tag), tag]))

/** Examples the string path (src/render/static-article/) takes, and those where it differs from React's article. */
const stringPath = { taken: 0, different: [] as number[] }
const CONTEXT = { basePath: '/base', siteUrl: '', route: '/example', file: 'example.md', warn: () => {} }

/** Examples the token path (src/compile/token-path/) takes, and those where its compile differs from the full pipeline's. */
const tokenPath = { taken: 0, different: [] as number[] }
const declines = () => [...tokenPathDeclines.values()].reduce((sum, n) => sum + n, 0)

async function guildsiteHtml(markdown: string, builtins: ReadonlySet<string>, number = 0): Promise<string> {
  const options = {
    display: 'example.md',
    path: '/site/pages/example.md',
    source: markdown,
    format: 'md' as const,
    builtins,
    folderRoute: '/',
    staticContent: true
  }
  const before = declines()
  const compiled = await compileMdx(options)
  if (declines() === before) {
    // Both ways of the compile: the page's hast, TOC, links, search sections and diagnostics the same.
    tokenPath.taken++
    process.env.GUILDSITE_FULL_PIPELINE = '1'
    try {
      if (JSON.stringify(await compileMdx(options)) !== JSON.stringify(compiled)) tokenPath.different.push(number)
    } finally {
      delete process.env.GUILDSITE_FULL_PIPELINE
    }
  }
  const errors = compiled.diagnostics.filter(d => d.severity === 'error')
  if (errors.length) return `compile error: ${errors.map(d => d.message).join('; ')}`
  const module = pageModule(compiled)
  if (!module) return 'no module without the bundler'
  const Content = module.default as ComponentType
  // Both paths of the build, with the built-in components: the string path's article is React's, byte for byte.
  const article = compiled.staticContent && staticArticleHtml(compiled.staticContent, CONTEXT)
  if (article !== undefined) {
    stringPath.taken++
    const react = renderToString(
      <RenderContextValue.Provider value={CONTEXT}>
        <Content />
      </RenderContextValue.Provider>
    )
    if (article !== react) stringPath.different.push(number)
  }
  return renderToStaticMarkup(
    <MDXComponentsContext.Provider value={plain}>
      <Content />
    </MDXComponentsContext.Provider>
  )
}

describe('CommonMark 0.31.2: .md pages render every spec example the way remark does', () => {
  const ours = new Map<number, string>()
  const theirs = new Map<number, string>()
  const changedBy = { siteRoutes: [] as number[], unsafeHtml: [] as number[] }

  beforeAll(async () => {
    const builtins = await builtinNames()
    for (const example of examples) {
      const bare = canonical(await remarkHtml(example.markdown, { siteRoutes: false, unsafeHtml: false }))
      const routes = canonical(await remarkHtml(example.markdown, { siteRoutes: true, unsafeHtml: false }))
      const product = canonical(await remarkHtml(example.markdown, { siteRoutes: true, unsafeHtml: true }))
      if (routes !== bare) changedBy.siteRoutes.push(example.number)
      if (product !== routes) changedBy.unsafeHtml.push(example.number)
      theirs.set(example.number, product)
      ours.set(example.number, canonical(await guildsiteHtml(example.markdown, builtins, example.number)))
    }
  }, 300_000)

  it('holds all 652 examples', () => {
    expect(examples).toHaveLength(652)
  })

  it('lists exactly the examples that the deliberate differences change', () => {
    expect(changedBy).toEqual(DELIBERATE)
  })

  it("the fast parser builds micromark's exact tree (positions included) for each example it accepts", () => {
    const micromark = createProcessor({ format: 'md', remarkPlugins: [[remarkFrontmatter, ['yaml']], remarkGfm] })
    const plainTree = (tree: unknown) => JSON.parse(JSON.stringify(tree))
    let accepted = 0
    const different: number[] = []
    for (const example of examples) {
      const { tree } = fastParseExplained(example.markdown, 'md')
      if (!tree) continue
      accepted++
      if (!isDeepStrictEqual(plainTree(tree), plainTree(micromark.parse(example.markdown))))
        different.push(example.number)
    }
    expect(different).toEqual([])
    expect(accepted).toBeGreaterThan(300)
  })

  it('renders each example the string path takes exactly as the full pipeline does', () => {
    expect(stringPath.different).toEqual([])
    // What it declines (raw HTML, task lists, images the build warns about…) renders through React.
    expect(stringPath.taken).toBeGreaterThan(400)
  })

  it('compiles each example the token path takes exactly as the full pipeline does', () => {
    expect(tokenPath.different).toEqual([])
    // What it declines (HTML, images, references, task lists…) takes the full pipeline.
    expect(tokenPath.taken).toBeGreaterThan(250)
  })

  it('renders every other example as remark does', () => {
    const different = examples
      .filter(example => ours.get(example.number) !== theirs.get(example.number))
      .map(example => example.number)
    for (const number of different.filter(n => !KNOWN_DIFFERENCES.includes(n)).slice(0, 40)) {
      expect
        .soft(ours.get(number), `example ${number}: ${JSON.stringify(examples[number - 1].markdown)}`)
        .toBe(theirs.get(number))
    }
    expect(different).toEqual(KNOWN_DIFFERENCES)
  })
})
