import { createRequire } from 'node:module'
import { pageMapScope } from '../../templates/components/page-map-scope.js'
import {
  linkRewritesOf,
  markLinkRewrite,
  remarkLinkRewrite as remarkLinkRewriteOf,
  type LinkRewrite
} from './remark-link-rewrite.js'

// What pages import from `nextra/compile`, `nextra/remote` and `@theguild/components/compile` to
// compile MDX from a string at build time (the Guild's README pages: getStaticProps reads or fetches
// Markdown, compiles it, and the page renders it with `RemoteContent` or `MDXRemote`). Runs in the
// build's process, with guildsite's own MDX pipeline (GFM, heading ids, highlighted code).

export interface RemoteCompileOptions {
  /** `'md'` for CommonMark; `'mdx'` (Nextra's default) falls back to `'md'` when the text is not valid MDX. */
  mdxOptions?: { format?: 'md' | 'mdx' | 'detect'; remarkPlugins?: unknown[] }
  [option: string]: unknown
}

/** What Nextra 3's `compileMdx` returns; the object is also the code (Nextra 4 returns the string alone). */
export type CompiledRemoteMdx = string & {
  result: string
  frontMatter: Record<string, unknown>
  title?: string
  headings: { id: string; value: string; depth: number }[]
}

let builtins: ReadonlySet<string> | undefined

async function compileToFunctionBody(source: string, format: 'md' | 'mdx', linkRewrites: LinkRewrite[]) {
  // Compiled while a page renders on a site that follows Nextra's URLs: links as the browser takes them there,
  // and prose set with SmartyPants on Nextra 3 and 4, whose compileMdx always runs remark-smartypants.
  const scope = pageMapScope()
  const nextraLinks = scope?.nextraLinks
  const smartPunctuation = Boolean(nextraLinks) && (scope?.pageMap.nextra ?? 2) >= 3
  const { compileMdx } = await import('./compile-mdx.js')
  if (!builtins) {
    const { BUILTIN_COMPONENTS } = await import('../../templates/mdx-provider.js')
    builtins = new Set(Object.keys(BUILTIN_COMPONENTS))
  }
  return compileMdx({
    display: 'compileMdx()',
    path: `/remote.${format}`,
    source,
    format,
    builtins,
    remote: true,
    linkRewrites,
    ...(smartPunctuation && { smartPunctuation: true }),
    ...(nextraLinks && { nextraLinks, folderRoute: nextraLinks.route.replace(/\/[^/]*$/, '') || '/' })
  })
}

let yaml: typeof import('yaml') | undefined

function frontMatterOf(source: string): Record<string, unknown> {
  const match = /^---\r?\n([^]*?)\r?\n---(?:\r?\n|$)/.exec(source)
  if (!match) return {}
  try {
    const value = (yaml ??= createRequire(import.meta.url)('yaml') as typeof import('yaml')).parse(match[1]) as unknown
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/**
 * Compiles MDX (or Markdown) from a string into a function body that `MDXRemote` and `RemoteContent`
 * render. Throws on a syntax error, with the compiler's message (the page's data function fails,
 * which the build reports as a warning at its export).
 */
export async function compileMdx(source: string, options: RemoteCompileOptions = {}): Promise<CompiledRemoteMdx> {
  const text = String(source ?? '')
  const requested = options.mdxOptions?.format
  const rewrites = linkRewritesOf(options.mdxOptions?.remarkPlugins)
  let result = await compileToFunctionBody(text, requested === 'md' ? 'md' : 'mdx', rewrites)
  // READMEs are Markdown more often than MDX (`<br>`, `<!-- -->`, `{`): read them as such when MDX fails.
  if (result.code === undefined && requested !== 'mdx') result = await compileToFunctionBody(text, 'md', rewrites)
  if (result.code === undefined) {
    const error = result.diagnostics.find(d => d.severity === 'error')
    throw new Error(
      `compileMdx: ${error ? `${error.message} (line ${error.line ?? '?'})` : 'the MDX does not compile'}`
    )
  }
  const frontMatter = frontMatterOf(text)
  const headings = result.toc.map(({ id, value, depth }) => ({ id, value, depth }))
  const title = typeof frontMatter.title === 'string' ? frontMatter.title : headings.find(h => h.depth === 1)?.value
  const facts = { frontMatter, headings, ...(title !== undefined && { title }) }
  remember(result.code, facts)
  // A String object: Nextra 4 code passes it on as the compiled source, Nextra 3 code reads `.result`.
  return Object.assign(new String(result.code), { result: result.code, ...facts }) as unknown as CompiledRemoteMdx
}

// The facts of the latest compiled sources by their code, for `evaluate` (templates/data.tsx) when the
// page passes the code on as a plain string: its `toc` and `metadata` come from them.
const COMPILED = Symbol.for('guildsite.compiled-mdx')
const REMEMBERED = 64

function remember(code: string, facts: Pick<CompiledRemoteMdx, 'frontMatter' | 'headings' | 'title'>): void {
  const store = ((globalThis as { [COMPILED]?: Map<string, typeof facts> })[COMPILED] ??= new Map())
  store.delete(code)
  store.set(code, facts)
  if (store.size > REMEMBERED) store.delete(store.keys().next().value!)
}

/** Nextra 2/3's `buildDynamicMDX`: the page props `RemoteContent` reads. */
export async function buildDynamicMDX(
  content: string,
  options?: RemoteCompileOptions
): Promise<{
  __nextra_dynamic_mdx: string
  __nextra_dynamic_opts: {
    frontMatter: Record<string, unknown>
    headings: CompiledRemoteMdx['headings']
    title?: string
  }
}> {
  const compiled = await compileMdx(content, options)
  // (Nextra 2 gives the headings too: the page's table of contents lists them.)
  return {
    __nextra_dynamic_mdx: compiled.result,
    __nextra_dynamic_opts: {
      frontMatter: compiled.frontMatter,
      headings: compiled.headings,
      ...(compiled.title !== undefined && { title: compiled.title })
    }
  }
}

/** Nextra 2/3's `buildDynamicMeta`: guildsite's navigation comes from the page map, so nothing to add. */
export async function buildDynamicMeta(): Promise<Record<string, never>> {
  return {}
}

/**
 * `remarkLinkRewrite` (a remark plugin of Nextra's): given to `compileMdx` in `mdxOptions.remarkPlugins`
 * with `{ pattern, replace }`, it rewrites the links of the compiled content (remark-link-rewrite.ts).
 */
export const remarkLinkRewrite = markLinkRewrite((options?: LinkRewrite) =>
  remarkLinkRewriteOf(options ? [options] : [])
)

/**
 * `fetchFilePathsFromGitHub`: there is no network at build time, so no remote files; the page's
 * `getStaticPaths` then lists none, and the build says so.
 */
export async function fetchFilePathsFromGitHub(): Promise<string[]> {
  return []
}
