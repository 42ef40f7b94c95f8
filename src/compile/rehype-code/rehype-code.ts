import type { Element, Root } from 'hast'
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'
import type { MdxFlowExpressionHast } from 'mdast-util-mdx-expression'
import type { Highlighter } from 'shiki'
import type { Plugin } from 'unified'
import type { VFile } from 'vfile'
import type { TabManager } from './convert-npm-command.js'
import { toText } from './hast.js'
import { DEFAULT_THEMES, getHighlighter, type CodeThemes } from './highlighter.js'
import { addCodeHikeColors, codeHikeColors } from './code-hike-colors.js'
import { codeHikeFileName } from './code-hike-meta.js'
import { parseCodeMeta, type CodeMeta } from './parse-code-meta.js'
import { readFenceMeta } from './read-fence-meta.js'
import { renderCodeBlock } from './render-code-block.js'
import { renderMermaid } from './render-mermaid.js'
import { renderPackageTabs } from './render-package-tabs.js'
import { resolveLanguage } from './resolve-language.js'
import { siteLanguageOf, type SiteLanguage } from './site-languages.js'
import { staticHtmlNode } from './static-html-node.js'
import { sitePreBlock, sitePreImport, sitePreNode } from './site-pre.js'
import { isTwoslashFence, twoslashCode } from './twoslash-notation.js'

declare module 'vfile' {
  interface DataMap {
    /** Set by `rehypeCode` when the page has a `mermaid` fence, so the page loads the diagram library. */
    hasMermaid: boolean
  }
}

/** Options of {@link rehypeCode}. */
export interface RehypeCodeOptions {
  /**
   * Shiki themes for light and dark mode; both are emitted as CSS variables.
   * @default { light: 'github-light', dark: 'github-dark' }
   */
  themes?: Partial<CodeThemes>
  /** A folder where highlighted blocks persist across processes (the build cache's); none by default. */
  storeDir?: string
  /** False: a block has a copy button only when its fence says `copy` (Nextra's `defaultShowCopyCode: false`). @default true */
  copyDefault?: boolean
  /**
   * The tabs of an `npm2yarn` fence, in order (the site's Nextra release's); an empty list: no tabs,
   * the fence is the shell block it is written as (Nextra 2.0–2.9). @default PACKAGE_MANAGERS
   */
  packageManagers?: readonly TabManager[]
  /**
   * The site overrides `pre` (a theme config's or `mdx-components` file's `pre`): each highlighted block
   * goes through the page's `pre` at render time, given what Nextra gives it (`site-pre.ts`).
   */
  sitePre?: boolean
  /** The site's own languages (config `codeLanguages`): fences naming them are highlighted with their grammars. */
  languages?: readonly SiteLanguage[]
  /** Code Hike on every block (config `codeHike`): the first bare word of a fence's meta is its file name. */
  codeHike?: boolean
  /**
   * A site that follows Nextra: a title only from `filename="…"` in double quotes, as Nextra's
   * `/filename="([^"]+)"/` reads it (`filename=a.ts` draws no title bar there).
   */
  nextraFilename?: boolean
  /**
   * A Nextra site's `.md` page: Nextra (2.13, 3, 4) compiles it as Markdown and runs rehype-raw over it before
   * reading the fences' meta, which drops every meta (no file name, highlighted lines, line numbers, `copy`); only
   * `npm2yarn`, read by a remark plugin before that, still makes tabs.
   */
  markdownMetaLost?: boolean
}

/** Thrown by the lazy highlighter on a block no cache holds: the page needs Shiki after all. */
const NEEDS_HIGHLIGHTER = Symbol('needs highlighter')

/** A fence found in the tree: `parent.children[index]` is `pre > code`. */
interface Fence {
  parent: { children: unknown[] }
  index: number
  pre: Element
  language: string | undefined
  code: string
  meta: CodeMeta
}

/**
 * Rehype plugin that renders every fenced code block at build time, as one HTML string each (see
 * `staticHtmlNode`): Shiki highlighting in light and dark, Nextra's fence meta (`filename`, `{1,3-5}`, `/word/`, `showLineNumbers`, `copy=false`,
 * `npm2yarn`, `twoslash` notation taken out) and `mermaid` diagrams. An unknown language is a warning, never an error.
 *
 * @example compile(source, { rehypePlugins: [[rehypeCode, { themes: { light: 'github-light', dark: 'github-dark' } }]] })
 */
export const rehypeCode: Plugin<[RehypeCodeOptions?], Root> = (options = {}) => {
  const themes: CodeThemes = { ...DEFAULT_THEMES, ...options.themes }
  return async (tree, file) => {
    const fences = collectFences(tree, file, {
      copyDefault: options.copyDefault !== false,
      nextraFilename: options.nextraFilename === true,
      codeHike: options.codeHike === true,
      metaLost: options.markdownMetaLost === true
    })
    if (fences.length === 0) return
    const languages = new Set<string>()
    for (const fence of fences) {
      if (!isMermaid(fence)) {
        const tabs = fence.meta.npm2yarn && options.packageManagers?.length !== 0
        languages.add(
          tabs ? 'bash' : (siteLanguageOf(options.languages, fence.language) ?? resolveLanguage(fence.language)).lang
        )
      }
    }
    // Shiki starts only when a block is not highlighted already (in memory or in `storeDir`): first
    // a pass that fails on the first such block, then, if one did, all grammars of the page load in
    // one go before every block is rendered again (warnings of the failed pass dropped).
    let instance: Highlighter | undefined
    const highlighter = () => {
      if (!instance) throw NEEDS_HIGHLIGHTER
      return instance
    }
    const messages = file.messages.length
    let tabsCount = 0
    let throughSitePre = false
    try {
      for (const fence of fences) fence.parent.children[fence.index] = renderFence(fence)
    } catch (error) {
      if (error !== NEEDS_HIGHLIGHTER) throw error
      file.messages.length = messages
      tabsCount = 0
      instance = await getHighlighter(themes, languages, options.languages)
      for (const fence of fences) fence.parent.children[fence.index] = renderFence(fence)
    }
    if (throughSitePre) tree.children.unshift(sitePreImport())
    // (Code Hike's frames in the colours of the code's theme: `code-hike-colors.ts`.)
    if (options.codeHike) addCodeHikeColors(tree, await codeHikeColors(themes.dark))

    function renderFence(fence: Fence): Element | MdxJsxFlowElementHast | MdxFlowExpressionHast {
      const { language, code, meta, pre } = fence
      if (isMermaid(fence)) {
        file.data.hasMermaid = true
        return { ...renderMermaid(code), position: pre.position }
      }
      if (meta.npm2yarn && options.packageManagers?.length !== 0) {
        const id = `npm2yarn-${++tabsCount}`
        const tabs = renderPackageTabs(
          id,
          code,
          tabCode =>
            renderCodeBlock(
              highlighter,
              themes,
              { code: tabCode, lang: 'bash', label: 'bash', meta },
              options.storeDir
            ),
          options.packageManagers
        )
        return staticHtmlNode(tabs, pre.position)
      }
      const own = siteLanguageOf(options.languages, language)
      const resolved = own ? { ...own, known: true } : resolveLanguage(language)
      if (!resolved.known) warnUnknownLanguage(file, language as string, pre)
      const label = resolved.lang === 'text' || !language ? 'text' : language.toLowerCase()
      const figure = renderCodeBlock(
        highlighter,
        themes,
        { code, lang: resolved.lang, label, meta, ...(own && { grammarKey: own.key }) },
        options.storeDir
      )
      const block = options.sitePre ? sitePreBlock(figure, label, meta) : undefined
      if (block) {
        throughSitePre = true
        return sitePreNode(figure, block, pre.position)
      }
      return staticHtmlNode(figure, pre.position)
    }
  }
}

function isMermaid(fence: Fence): boolean {
  return fence.language?.toLowerCase() === 'mermaid'
}

function warnUnknownLanguage(file: VFile, language: string, pre: Element): void {
  // (```npm2yarn is no tabs in Nextra either: the flag goes after a language, as Hive's compression page missed.)
  const flag = /^(npm2yarn|twoslash|copy|showLineNumbers)$/i.test(language)
    ? `: "${language}" is a flag, written after the language (\`\`\`sh ${language})`
    : ''
  file.message(`Unknown language "${language}" in code block, highlighted as plain text${flag}`, {
    place: pre.position,
    ruleId: 'unknown-code-language',
    source: 'guildsite'
  })
}

/** Finds every `pre > code` element (fenced or indented code), also inside MDX JSX elements. */
/** How a fence's meta is read: the copy button's default, Nextra's file names, Code Hike's. */
interface FenceReading {
  copyDefault: boolean
  nextraFilename: boolean
  /** Code Hike on every block: the first bare word of the meta is the file name. */
  codeHike: boolean
  /** A Nextra site's `.md` page: only `npm2yarn` of the meta counts (`markdownMetaLost`). */
  metaLost: boolean
}

function collectFences(tree: Root, file: VFile, reading: FenceReading): Fence[] {
  const fences: Fence[] = []
  let source: string | undefined
  const walk = (parent: { children: unknown[] }): void => {
    parent.children.forEach((child, index) => {
      const node = child as { type?: string; children?: unknown[] }
      const code = node.type === 'element' ? codeOf(node as Element) : undefined
      if (code) {
        source ??= String(file)
        fences.push(toFence(parent, index, node as Element, code, source, reading))
      } else if (Array.isArray(node.children)) {
        walk(node as { children: unknown[] })
      }
    })
  }
  walk(tree)
  return fences
}

/** The `code` of a `pre` that holds only text, as fences do; raw HTML with markup inside is left alone. */
function codeOf(pre: Element): Element | undefined {
  if (pre.tagName !== 'pre') return undefined
  const elements = pre.children.filter(child => child.type === 'element')
  const [code] = elements
  if (elements.length !== 1 || code?.tagName !== 'code') return undefined
  return code.children.every(child => child.type === 'text') ? code : undefined
}

function toFence(
  parent: { children: unknown[] },
  index: number,
  pre: Element,
  code: Element,
  source: string,
  { copyDefault, nextraFilename, codeHike, metaLost }: FenceReading
): Fence {
  const className = code.properties.className
  const languageClass = Array.isArray(className)
    ? className.find((name): name is string => typeof name === 'string' && name.startsWith('language-'))
    : undefined
  let language = languageClass?.slice('language-'.length)
  let meta = (code.data as { meta?: string } | undefined)?.meta ?? readFenceMeta(source, pre.position) ?? ''
  if (metaLost) meta = /(?:^|\s)npm2yarn(?:\s|$)/.test(meta) ? 'npm2yarn' : ''
  // ```` ```ts{1,3} ```` has no space, so the line ranges arrive glued to the language.
  const brace = language?.indexOf('{') ?? -1
  if (language && brace > 0) {
    meta = `${language.slice(brace)} ${meta}`
    language = language.slice(0, brace)
  }
  // remark-rehype keeps the fence's final newline inside `code`; the block shows the code without it.
  const written = toText(code).replace(/\n$/, '')
  // (A twoslash fence shows its code without twoslash's notation lines, as Nextra 3 and 4 do.)
  const text = isTwoslashFence(language, meta) ? twoslashCode(written) : written
  const parsed = parseCodeMeta(meta, { nextraFilename })
  if (!copyDefault && !/(?:^|\s)copy(?:\s|$)/.test(meta)) parsed.copy = false
  // (Code Hike's file name: ```` ```js app.js focus=2 ```` is titled app.js.)
  if (codeHike && parsed.filename === undefined) parsed.filename = codeHikeFileName(meta)
  return { parent, index, pre, language: language || undefined, code: text, meta: parsed }
}
