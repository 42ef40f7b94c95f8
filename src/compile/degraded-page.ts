import type { ComponentType } from 'react'
import { firstCodeAt, thrownAt } from '../render/thrown-at.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'

/** Context a degraded page's content reads (the page's own options). */
export interface DegradedPageOptions {
  /** The page file, relative to the site folder. */
  display: string
  source?: string | (() => Promise<string | undefined>)
}

/**
 * The component that threw: the first capitalised function of the error's stack that the page uses
 * as a JSX tag, else the first capitalised function (`Object.Name` frames are named by `Name`).
 */
function failingComponent(error: unknown, source: string | undefined): string | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  const names = [...stack.matchAll(/^\s+at (?:new )?(?:Object\.)?([A-Z][\w$]*)(?:\.[\w$<>]+)? \(/gm)]
    .map(match => match[1])
    .filter(name => name !== 'Object')
  return names.find(name => source?.includes(`<${name}`)) ?? names[0]
}

const isCallable = (component: unknown): component is (props: Record<string, unknown>) => unknown =>
  typeof component === 'function' &&
  !(component as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent

/**
 * The content of a page whose data function failed (issue 34.7: no page sinks a site for want of
 * something absent). It is rendered once on its own, with the empty data it will have: when it
 * throws, the component the stack names is reported at its use in the page (a `PAGE_DATA` warning),
 * and the page renders that component's placeholder in place of the content. A content that renders
 * is kept, and still guarded: a throw of its own code becomes the placeholder, and one of a child
 * is caught by a Suspense boundary whose fallback is the placeholder.
 */
export async function guardedContent(
  Content: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  contentProps: Record<string, unknown>,
  options: DegradedPageOptions,
  diagnostics: Diagnostic[]
): Promise<ComponentType<Record<string, unknown>>> {
  const [{ createElement, Suspense }, { renderToString }, { DataProvider }, { MissingComponent }] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('../../templates/data.js'),
    import('../../templates/mdx-provider.js')
  ])
  let name = (Content as { displayName?: string }).displayName || Content.name || 'Content'
  let failed = false
  try {
    renderToString(createElement(DataProvider, { value: props }, createElement(Content, contentProps)))
  } catch (error) {
    // (Async work — a component that suspends — is not a failure: the page's own renderer awaits it.)
    if (error instanceof Error && /suspended/i.test(error.message)) return Content
    failed = true
    const source = typeof options.source === 'function' ? await options.source().catch(() => undefined) : options.source
    name = failingComponent(error, source) ?? name
    const at = source ? (thrownAt(error, source) ?? firstCodeAt(source)) : undefined
    const message = error instanceof Error ? error.message : String(error)
    diagnostics.push(
      diagnostic(
        'PAGE_DATA',
        `<${name}> cannot render without the data getStaticProps failed to give (${message}); a placeholder is rendered in its place`,
        { file: options.display, ...(source && at && { source, ...at }) },
        {
          hint: 'The page is written without it. Make getStaticProps work without network at build time to restore it.'
        }
      )
    )
  }
  const Placeholder = MissingComponent(name)
  if (failed) return Placeholder as ComponentType<Record<string, unknown>>
  function Guarded(own: Record<string, unknown>) {
    if (!isCallable(Content)) return createElement(Content, own)
    try {
      return Content(own) as ReturnType<typeof createElement>
    } catch {
      return createElement(Placeholder)
    }
  }
  function GuardedContent(own: Record<string, unknown>) {
    return createElement(Suspense, { fallback: createElement(Placeholder) }, createElement(Guarded, own))
  }
  return GuardedContent
}
