import { createProcessor, type CompileOptions } from '@mdx-js/mdx'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type { PluggableList } from 'unified'
import { VFile } from 'vfile'
import { JSX_ELEMENT_ALIASES, jsxElementAlias } from '../../templates/jsx-element-aliases.js'
import { rehypeMarkdownMarks } from '../../templates/markdown-marks.js'
import { builtinNames } from '../pipeline/builtin-names.js'
import { diagnostic, type Diagnostic, type DiagnosticCode } from '../shared/diagnostics.js'
import { compileError } from './compile-error.js'
import { fastParse } from './fast-parse/index.js'
import { withTocExport } from './toc-export.js'
import { compileStaticFromTokens, type RehypeStage } from './token-path/index.js'
import { findDeepBraces, findDeepNesting, MAX_NESTING } from './nesting-depth.js'
import { rehypeCode } from './rehype-code/index.js'
import type { ThemeName } from './rehype-code/highlighter.js'
import { siteLanguageKey } from './rehype-code/site-languages.js'
import { rehypeRawWhenNeeded } from './rehype-raw-when-needed.js'
import { rehypeStaticContent, STATIC_CONTENT } from './rehype-static-content.js'
import { rehypeStripUnsafeHtml } from './rehype-strip-unsafe-html.js'
import { remarkFrontMatterScope } from './remark-front-matter-scope.js'
import { remarkAnalyse, type PageImport, type PageLink } from './remark-analyse.js'
import { remarkCodeHike } from './remark-code-hike.js'
import { remarkGithubAlerts } from './remark-github-alerts.js'
import { remarkHeadingIds, type TocHeading } from './remark-heading-ids.js'
import { remarkInlineCodeLanguage } from './remark-inline-code-language.js'
import { remarkLinkRewrite, type LinkRewrite } from './remark-link-rewrite.js'
import { remarkMathKatex } from './remark-math-katex.js'
import { remarkSearchSections, type SearchSection } from './remark-search-sections.js'
import { remarkRemoveImports } from './remark-remove-imports.js'
import { remarkSmartPunctuation } from './remark-smart-punctuation.js'
import { remarkUnwrapParens } from './remark-unwrap-parens.js'
import { sitePluginsOf } from './site-mdx-plugins.js'
import { rehypeSummaryHeadings } from './nextra-jsx-headings.js'
import { recmaMissingDefaults } from './recma-missing-defaults.js'
import { markdownFallbackWarning, pageFormat } from './page-format.js'

import type { CompileMdxOptions, CompiledMdx } from './compile-mdx-options.js'

export type { CompileMdxOptions, CompiledMdx }

/** MDX node types rehype-raw must pass through untouched in `.md` files (alerts become JSX). */
const MDX_NODE_TYPES = [
  'mdxFlowExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'mdxjsEsm'
] as const

/**
 * Lowercase names the provider maps: JSX written with them stays a plain tag in MDX, not in
 * hast-util-to-jsx-runtime. From the package build's list of the provider's names (`builtinNames`),
 * read before the first compile: the provider's module loads React and every component, which a
 * build's main thread compiling a partial does not otherwise need (the pages run in the page runner).
 */
let providerTags: ReadonlySet<string> = new Set()
let providerTagsRead: Promise<void> | undefined
const readProviderTags = () =>
  (providerTagsRead ??= builtinNames().then(names => {
    providerTags = new Set([...names].filter(name => /^[a-z]/.test(name)))
  }))

const ELEMENT_ALIASES: ReadonlyMap<string, string> = new Map(
  JSX_ELEMENT_ALIASES.map(tag => [tag, jsxElementAlias(tag)])
)

const RULE_CODES: Record<string, DiagnosticCode> = {
  'unknown-component': 'UNKNOWN_COMPONENT',
  'next-only-export': 'NEXT_ONLY_EXPORT',
  'media-src-missing': 'MEDIA_SRC_MISSING',
  'unknown-code-language': 'UNKNOWN_LANGUAGE',
  'code-from-missing': 'CODE_FROM_MISSING',
  'math-error': 'MATH_ERROR',
  'javascript-url': 'JAVASCRIPT_URL',
  'relative-link': 'RELATIVE_LINK',
  'site-plugin': 'MDX_PLUGIN'
}

/** The site's own plugins, loaded (none for a remote compile: Nextra's `compileMdx` takes only its caller's). */
type LoadedSitePlugins = { remark: PluggableList; rehype: PluggableList }
const NO_SITE_PLUGINS: LoadedSitePlugins = { remark: [], rehype: [] }

function pipeline(
  options: CompileMdxOptions,
  site: LoadedSitePlugins = NO_SITE_PLUGINS
): CompileOptions & { format: 'md' | 'mdx' } {
  return {
    format: options.format,
    outputFormat: options.remote ? 'function-body' : 'program',
    providerImportSource: 'guildsite/mdx-provider',
    development: false,
    remarkPlugins: [
      remarkUnwrapParens,
      ...(options.remote ? [remarkRemoveImports] : []),
      [remarkFrontmatter, ['yaml']],
      // (Nextra runs them before its own, on the tree as parsed: the front matter still a `yaml` node.)
      ...site.remark,
      [remarkFrontMatterScope, { exported: Boolean(options.partial) }],
      remarkGfm,
      ...(options.latex
        ? [[remarkMathKatex, options.katexMacros ?? {}] as [typeof remarkMathKatex, Record<string, string>]]
        : []),
      remarkGithubAlerts,
      [remarkCodeHike, { all: Boolean(options.codeHike), lineNumbers: Boolean(options.codeHikeLineNumbers) }],
      ...(options.smartPunctuation ? [remarkSmartPunctuation] : []),
      [remarkHeadingIds, { jsxHeadings: Boolean(options.jsxHeadings) }],
      remarkInlineCodeLanguage,
      ...(options.linkRewrites?.length
        ? [[remarkLinkRewrite, options.linkRewrites] as [typeof remarkLinkRewrite, LinkRewrite[]]]
        : []),
      [remarkSearchSections, { codeblocks: options.searchCodeblocks }],
      [
        remarkAnalyse,
        {
          builtins: options.builtins,
          siteComponents: options.siteComponents,
          metaSlots: options.metaSlots,
          folderRoute: options.folderRoute,
          nextraLinks: options.nextraLinks,
          elementAliases: options.elementAliases ?? ELEMENT_ALIASES,
          imports: !options.remote,
          partial: options.partial,
          display: options.display
        }
      ]
    ],
    recmaPlugins: [recmaMissingDefaults],
    rehypePlugins: [
      ...site.rehype,
      ...(options.format === 'md'
        ? [
            [rehypeRawWhenNeeded, { passThrough: [...MDX_NODE_TYPES] }] as const,
            [rehypeStripUnsafeHtml, { allow: Boolean(options.allowRawHtml) }] as const
          ]
        : []),
      [
        rehypeCode,
        {
          storeDir: options.highlightStoreDir,
          copyDefault: options.copyCode !== false,
          ...(options.markdownMarks && { nextraFilename: true }),
          // (A Nextra site's `.md` page: Nextra reads none of its fences' meta but npm2yarn.)
          ...(options.markdownMarks && options.format === 'md' && { markdownMetaLost: true }),
          ...(options.packageManagers && { packageManagers: options.packageManagers }),
          ...(options.codeLanguages?.length && { languages: options.codeLanguages }),
          ...(options.codeThemes && { themes: options.codeThemes }),
          ...(options.codeHike && { codeHike: true }),
          // (The site overrides `pre`: its code blocks go through it, as Nextra's do: rehype-code/site-pre.ts.)
          ...(!options.remote && options.siteComponents?.elements.includes('pre') && { sitePre: true })
        }
      ],
      ...(options.markdownMarks || options.remote ? [rehypeMarkdownMarks] : []),
      ...(options.jsxHeadings ? [rehypeSummaryHeadings] : []),
      ...(options.staticContent && !options.remote ? [[rehypeStaticContent, { providerTags }] as const] : [])
    ] as CompileOptions['rehypePlugins'],
    remarkRehypeOptions: { footnoteLabel: 'Footnotes' }
  }
}

/** A theme's name (Shiki registers a theme object by its name). */
const themeName = (theme: ThemeName): string => (typeof theme === 'string' ? theme : (theme.name ?? ''))

type Processor = ReturnType<typeof createProcessor>

/** Processors by the options {@link pipeline} reads, per `elementAliases` object (the default one in a build). */
const processors = new WeakMap<object, Map<string, Processor>>()
/** Processors kept per `elementAliases`: one per folder of a site for each format, in practice. */
const MAX_PROCESSORS = 64
const NO_ALIASES = {}

/**
 * A processor for these options, made once and used for every page that has the same: freezing one
 * runs every plugin's attacher (remark-gfm and MDX combine their micromark extensions, ~50 KB of
 * garbage and 0.1–0.15 ms a page). A processor keeps nothing of a file it ran on (unified's
 * processors are made to be reused; our plugins' attachers only read their options). `builtins`
 * counts by its names: each page job reaches a worker with a copy of the set.
 */
function processorFor(options: CompileMdxOptions, site?: LoadedSitePlugins): Processor {
  const aliases = options.elementAliases ?? NO_ALIASES
  let byKey = processors.get(aliases)
  if (!byKey) processors.set(aliases, (byKey = new Map()))
  const key = JSON.stringify([
    options.format,
    options.folderRoute,
    // A page's own link rules (website folders: its route, the redirects, an index page's routes).
    options.nextraLinks ?? null,
    options.allowRawHtml,
    options.searchCodeblocks,
    options.copyCode,
    options.latex,
    options.katexMacros ?? null,
    options.smartPunctuation,
    options.markdownMarks,
    options.packageManagers ?? null,
    options.codeLanguages?.map(siteLanguageKey) ?? null,
    options.codeThemes ? [themeName(options.codeThemes.light), themeName(options.codeThemes.dark)] : null,
    options.codeHike ?? false,
    options.codeHikeLineNumbers ?? false,
    options.jsxHeadings,
    options.highlightStoreDir,
    options.staticContent,
    options.remote,
    options.partial,
    options.partial ? options.display : null,
    options.siteComponents ?? null,
    options.metaSlots ?? null,
    options.sitePlugins?.key ?? null,
    options.linkRewrites?.map(({ pattern, replace, excludeExternalLinks }) => [
      String(pattern),
      replace,
      excludeExternalLinks
    ]) ?? null,
    [...options.builtins]
  ])
  let processor = byKey.get(key)
  if (!processor) {
    if (byKey.size >= MAX_PROCESSORS) byKey.clear()
    processor = createProcessor(pipeline(options, site))
    processor.freeze()
    byKey.set(key, processor)
  }
  return processor
}

/** The rehype stages of a processor's pipeline but the last (`rehypeStaticContent`), for the token path. */
const stagesOf = new WeakMap<Processor, readonly RehypeStage[]>()
function tokenPathStages(processor: Processor, options: CompileMdxOptions): readonly RehypeStage[] {
  let stages = stagesOf.get(processor)
  if (!stages) {
    type Attacher = (this: Processor, settings?: unknown) => RehypeStage
    const plugins = (pipeline(options).rehypePlugins ?? []) as (Attacher | [Attacher, unknown?])[]
    stages = plugins
      .map(entry => (Array.isArray(entry) ? entry : [entry]))
      .filter(([plugin]) => plugin !== (rehypeStaticContent as unknown))
      .map(([plugin, settings]) => plugin.call(processor, settings))
    stagesOf.set(processor, stages)
  }
  return stages
}

/**
 * Compiles MDX 3 (or CommonMark + GFM for `.md`) into an ES module with real MDX semantics. Problems
 * become diagnostics with the file's line and column; a syntax error yields no code. The format is
 * the page's (page-format.ts): a `.md` page the site compiles as MDX that MDX refuses is compiled as
 * Markdown, with a warning at MDX's error.
 */
export async function compileMdx(options: CompileMdxOptions): Promise<CompiledMdx> {
  const { format, markdownFallback, diagnostics } = pageFormat(options)
  const own = format === options.format ? options : { ...options, format }
  const compiled = await compileAs(own)
  const refusal = markdownFallback ? compiled.diagnostics.find(d => d.code === 'MDX_SYNTAX') : undefined
  if (refusal) {
    const markdown = await compileAs({ ...options, format: 'md' })
    markdown.diagnostics.unshift(markdownFallbackWarning(options, refusal))
    return { ...markdown, diagnostics: [...diagnostics, ...markdown.diagnostics] }
  }
  return diagnostics.length ? { ...compiled, diagnostics: [...diagnostics, ...compiled.diagnostics] } : compiled
}

/** {@link compileMdx} in the format its options give. */
async function compileAs(options: CompileMdxOptions): Promise<CompiledMdx> {
  await readProviderTags()
  // (`sitePath`: Nextra 4's `metadata.filePath`, the file's path in the site: remark-front-matter-scope.ts.)
  const file = new VFile({ path: options.path, value: options.source, data: { sitePath: options.display } })
  const diagnostics: Diagnostic[] = []
  let code: string | undefined
  const deep = findDeepNesting(options.source)
  const braces = deep || options.format !== 'mdx' ? undefined : findDeepBraces(options.source)
  if (deep) {
    const { depth, ...at } = deep
    diagnostics.push(
      diagnostic(
        'CONTENT_TOO_DEEP',
        `Lists and block quotes are nested ${depth} levels deep here; at most ${MAX_NESTING} are supported`,
        { file: options.display, source: options.source, ...at }
      )
    )
  } else if (braces) {
    const { depth, ...at } = braces
    diagnostics.push(
      diagnostic(
        'CONTENT_TOO_DEEP',
        `Braces are nested ${depth} levels deep here; at most ${MAX_NESTING} are supported`,
        { file: options.display, source: options.source, ...at },
        { hint: 'Flatten the expression, or move the data into a file the page imports.' }
      )
    )
  } else {
    try {
      // parse → run → stringify by hand rather than `compile()`: unified's `process` calls the
      // compiler from a callback, where a throw escapes every try/catch and kills the process.
      const site = options.sitePlugins && !options.remote ? await sitePluginsOf(options.sitePlugins) : undefined
      const processor = processorFor(options, site)
      // markdown-it builds the same mdast ~10× faster for the pages it fully supports; micromark parses the rest.
      const fast = options.latex && options.source.includes('$') ? undefined : fastParse(options.source, options.format)
      // A static page of what the token path knows goes from that tree to its hast without the processor's run.
      if (
        (site && (site.remark.length > 0 || site.rehype.length > 0)) ||
        !(await compileStaticFromTokens(fast, file, options, () => tokenPathStages(processor, options)))
      ) {
        const parsed = fast ?? processor.parse(file)
        // (The processor's types describe run() from its compiled output, not from the parsed mdast.)
        const tree = await processor.run(parsed as unknown as Parameters<typeof processor.run>[0], file)
        code = String(processor.stringify(tree, file))
      }
    } catch (error) {
      if (error !== STATIC_CONTENT) diagnostics.push(compileError(error, options.display, options.source))
    }
  }
  for (const message of file.messages) {
    const code = RULE_CODES[message.ruleId ?? ''] ?? (message.fatal ? 'MDX_SYNTAX' : 'MDX_EVAL')
    if (diagnostics.some(d => d.line === message.line && d.code === code && d.message.includes(message.reason)))
      continue
    diagnostics.push(
      diagnostic(
        code,
        message.reason,
        {
          file: options.display,
          source: options.source,
          line: message.line ?? undefined,
          column: message.column ?? undefined
        },
        message.fatal ? { severity: 'error' } : {}
      )
    )
  }
  const toc = (file.data.toc as TocHeading[] | undefined) ?? []
  return {
    code: options.partial && code !== undefined ? withTocExport(code, toc) : code,
    ...(file.data.staticContent && { staticContent: file.data.staticContent }),
    toc,
    ...(Array.isArray(file.data.targets) && { targets: file.data.targets as string[] }),
    links: (file.data.links as PageLink[] | undefined) ?? [],
    imports: (file.data.imports as PageImport[] | undefined) ?? [],
    hasMermaid: Boolean(file.data.hasMermaid),
    searchSections: (file.data.searchSections as SearchSection[] | undefined) ?? [],
    diagnostics
  }
}
