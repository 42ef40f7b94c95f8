import { createRequire } from 'node:module'
import { createContext, createElement, useContext, type ComponentType, type ReactElement } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { InsideIsland, useRenderContext } from './context.js'
import { RenderedFromString } from './components/rendered-from-string.js'
import { rehypeMarkdownMarks } from './markdown-marks.js'

// Next.js page data at build time, as Nextra's hooks and remote-content components read it: the
// props a page's `getStaticProps` returned (guildsite runs it once when it builds the page, see
// src/compile/page-data.ts), and MDX compiled from a string (`compileMdx`, `buildDynamicMDX`) rendered
// by `RemoteContent` / `MDXRemote`. (No import of the provider here: the components index re-exports
// this module and the provider imports that index; the provider registers its hook instead.)

type Props = Record<string, unknown>
type Components = Record<string, unknown>

/** The props of the page being rendered (what its `getStaticProps` returned in `props`); `{}` without it. */
export const DataContext = createContext<Props>({})
DataContext.displayName = 'SSG'
/** Nextra 2's names for the same context. */
export const SSGContext = DataContext
export const DataProvider = DataContext.Provider

/**
 * A value of the page's props: `useData()` is `props.ssg`, as in Nextra 2–4 (`nextra/data`,
 * `nextra/hooks`, `nextra/ssg`, `@theguild/components`); `useData('__nextra_dynamic_mdx')` another key.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Nextra's own signature: a page reads any prop without a cast
export function useData<T = any>(key = 'ssg'): T {
  const props = useContext(DataContext)
  const context = useRenderContext()
  if (useContext(InsideIsland)) dataReadInIsland.add(context)
  return props?.[key] as T
}

/**
 * The renders (their context) in which an island read the page's data: the page sends its data to
 * the browser once, so that the island's `useData()` there gives what the server's gave
 * (`src/islands/island.ts`, `src/client/islands/loader.ts`).
 */
export const dataReadInIsland = new WeakSet<object>()
/** Nextra 2's `useSSG`. */
export const useSSG = useData

let provideComponents: (components?: Components) => Components = components => components ?? {}

/** Called once by the MDX provider module with its hook, so that remote MDX gets the same components as pages. */
export function registerComponentsHook(hook: (components?: Components) => Components): void {
  provideComponents = hook
}

/** What `compileMdx` (src/compile/remote-mdx.ts) knows of the code it returned, by its code. */
interface CompiledFacts {
  headings?: { id: string; value: string; depth: number }[]
  frontMatter?: Record<string, unknown>
  title?: string
}
const COMPILED = Symbol.for('guildsite.compiled-mdx')

/** `compileMdx`'s facts of a compiled source: on the object it returned, else by its code (a copy made a string). */
function factsOf(compiledSource: unknown): CompiledFacts | undefined {
  if (typeof compiledSource === 'object' && compiledSource !== null && 'headings' in compiledSource)
    return compiledSource as CompiledFacts
  return (globalThis as { [COMPILED]?: Map<string, CompiledFacts> })[COMPILED]?.get(String(compiledSource))
}

/**
 * Runs MDX compiled to a function body (`compileMdx`'s output, MDX's `function-body` format) with
 * guildsite's JSX runtime and components, as Nextra's `evaluate` does: returns the module's exports
 * (`default` is the content component), its `toc` (the headings, for the MDX wrapper's table of
 * contents) and `metadata` (front matter and title). `scope` names are in scope of the MDX's expressions.
 */
export function evaluate(
  compiledSource: string,
  components?: Components,
  scope: Record<string, unknown> = {}
): Record<string, unknown> & { default: ComponentType<Props> } {
  const keys = Object.keys(scope)
  const run = new Function('$', ...keys, String(compiledSource)) as (
    ...args: unknown[]
  ) => Record<string, unknown> & { default: ComponentType<Props> }
  const useMDXComponents = (own?: Components) => provideComponents({ ...components, ...own })
  const exports = run({ Fragment, jsx, jsxs, jsxDEV: jsx, useMDXComponents }, ...keys.map(key => scope[key]))
  const facts = factsOf(compiledSource)
  if (!facts) return exports
  const { headings = [], frontMatter = {}, title } = facts
  return {
    toc: headings,
    metadata: { ...frontMatter, ...(title !== undefined && { title }) },
    ...exports
  }
}

/** Marks the data of a page whose data function failed (src/compile/page-data.ts): that failure has its warning already. */
export const DATA_FAILED = Symbol.for('guildsite.data-failed')

function Unavailable({ name, reason }: { name: string; reason: string }): ReactElement {
  const { warn } = useRenderContext()
  const failed = Boolean((useContext(DataContext) as Record<symbol, unknown> | undefined)?.[DATA_FAILED])
  if (!failed) warn(`<${name}> renders nothing: ${reason}`)
  return createElement(
    'div',
    { className: 'gs-missing', role: 'note', 'data-missing-component': name },
    createElement('strong', null, `${name}: ${reason}`)
  )
}

export interface MDXRemoteProps {
  /** MDX compiled by `compileMdx` (from `nextra/compile`, `@theguild/components/server`). */
  compiledSource?: string
  components?: Components
  scope?: Record<string, unknown>
}

/** Renders MDX compiled at build time (Nextra 4's `MDXRemote`, `@theguild/components/server`). */
export function MDXRemote({ compiledSource, components, scope }: MDXRemoteProps): ReactElement {
  const source =
    typeof compiledSource === 'object' && compiledSource !== null
      ? ((compiledSource as { result?: string }).result ?? String(compiledSource))
      : compiledSource
  if (!source) return <Unavailable name="MDXRemote" reason="no compiledSource (the page's data did not provide it)" />
  const Content = evaluate(source, components, scope).default
  return jsx(RenderedFromString.Provider, { value: true, children: jsx(Content, { components }) })
}

/**
 * Renders the MDX the page's `getStaticProps` compiled with `buildDynamicMDX` (Nextra 2/3's
 * `RemoteContent`, also in `@theguild/components`).
 */
export function RemoteContent({
  components,
  scope
}: {
  components?: Components
  scope?: Record<string, unknown>
}): ReactElement {
  const compiledSource = useData<string | undefined>('__nextra_dynamic_mdx')
  if (!compiledSource)
    return <Unavailable name="RemoteContent" reason="the page's getStaticProps gave no MDX (use buildDynamicMDX)" />
  return <MDXRemote compiledSource={compiledSource} components={components} scope={scope} />
}

type MdxCompiler = { compileSync: (source: string, options: Record<string, unknown>) => { toString(): string } }
let compiler: { mdx: MdxCompiler; gfm: unknown } | undefined

/** @mdx-js/mdx and remark-gfm, loaded the first time a `Playground` renders (rendering is synchronous). */
function mdxCompiler(): { mdx: MdxCompiler; gfm: unknown } {
  if (!compiler) {
    const require = createRequire(import.meta.url)
    compiler = {
      mdx: require('@mdx-js/mdx') as MdxCompiler,
      gfm: (require('remark-gfm') as { default: unknown }).default
    }
  }
  return compiler
}

export interface PlaygroundProps {
  /** MDX source, compiled when the page is built. */
  source: string
  scope?: Record<string, unknown>
  components?: Components
  /** Shown by Nextra while it compiles in the browser; a static page is compiled already. */
  fallback?: ReactElement | null
}

/**
 * Nextra's `Playground` (`nextra/components`): MDX given as a prop, rendered. Nextra compiles it in
 * the browser; guildsite compiles it while the page is built (GFM, the page's components), so the
 * page ships it as HTML. MDX that does not compile shows the compiler's message, as Nextra does.
 */
export function Playground({ source, scope, components }: PlaygroundProps): ReactElement {
  const { warn } = useRenderContext()
  let Content: ComponentType<Props>
  try {
    const { mdx, gfm } = mdxCompiler()
    const code = String(
      mdx.compileSync(String(source ?? ''), {
        outputFormat: 'function-body',
        providerImportSource: '#',
        remarkPlugins: [gfm],
        // (Markdown's elements marked: only Nextra's sites render a `Playground`.)
        rehypePlugins: [rehypeMarkdownMarks],
        development: false
      })
    )
    Content = evaluate(code, components, scope).default
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    warn(`<Playground> source does not compile: ${message}`)
    return (
      <pre className="gs-playground-error" data-filename="Could not compile code">
        <code>{message}</code>
      </pre>
    )
  }
  return jsx(Content, { components })
}
