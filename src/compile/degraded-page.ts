import type { ComponentType, ReactNode } from 'react'
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
  const [react, { renderToString }, { DataProvider }, { MissingComponent }] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('../../templates/data.js'),
    import('../../templates/mdx-provider.js')
  ])
  const { createElement, Suspense } = react
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
          hint: 'The page is written without it. Make getStaticProps succeed at build time (its requests must reach their hosts) to restore it.'
        }
      )
    )
  }
  const Placeholder = MissingComponent(name)
  if (failed) {
    // Only the blocks that fail give way to their placeholder: the rest of the page stays.
    const source = typeof options.source === 'function' ? await options.source().catch(() => undefined) : options.source
    const inData = (node: ReactNode) => createElement(DataProvider, { value: props }, node)
    const failing = failingBlocks(react, Content, contentProps, inData, renderToString, source)
    if (!failing?.size) return Placeholder as ComponentType<Record<string, unknown>>
    const placeholders = new Map([...failing].map(([at, block]) => [at, MissingComponent(block)]))
    function GuardedBlocks({ children }: { children?: ReactNode }) {
      return createElement(
        react.Fragment,
        null,
        ...blocksOf(react, children).map((block, at) => {
          const Missing = placeholders.get(at)
          return Missing ? createElement(Missing, { key: `gs-missing-${at}` }) : block
        })
      )
    }
    return function ContentWithoutFailingBlocks(own: Record<string, unknown>) {
      return createElement(Content, { ...own, components: { ...(own.components as object), wrapper: GuardedBlocks } })
    }
  }
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

type React = typeof import('react')

/**
 * The top-level blocks of MDX content from the `children` its `wrapper` is given: MDX renders its
 * body as an element of its own inside the wrapper, called here to see the blocks it returns.
 */
function blocksOf(react: React, children: ReactNode): ReactNode[] {
  let inner: ReactNode = children
  if (react.isValidElement(children) && typeof children.type === 'function')
    inner = (children.type as (props: unknown) => ReactNode)(children.props)
  const list =
    react.isValidElement(inner) && inner.type === react.Fragment
      ? (inner.props as { children?: ReactNode }).children
      : inner
  return react.Children.toArray(list)
}

/**
 * The top-level blocks of an MDX page's content that fail to render on their own (React's server
 * renderer has no error boundary: one throw fails the whole render), by their place → the component
 * to name in the placeholder. Undefined when the content is no MDX content (its wrapper is never
 * asked) or its blocks cannot be listed. A block that suspends is no failure (the page's renderer
 * awaits it).
 */
function failingBlocks(
  react: React,
  Content: ComponentType<Record<string, unknown>>,
  contentProps: Record<string, unknown>,
  inData: (node: ReactNode) => ReactNode,
  renderToString: (node: ReactNode) => string,
  source: string | undefined
): Map<number, string> | undefined {
  let blocks: ReactNode[] | undefined
  function Capture({ children }: { children?: ReactNode }) {
    blocks = blocksOf(react, children)
    return null
  }
  try {
    renderToString(
      inData(
        react.createElement(Content, {
          ...contentProps,
          components: { ...(contentProps.components as object), wrapper: Capture }
        })
      )
    )
  } catch {
    return undefined
  }
  if (!blocks) return undefined
  const failing = new Map<number, string>()
  blocks.forEach((block, at) => {
    if (!react.isValidElement(block) || typeof block.type === 'string') return
    try {
      renderToString(inData(block))
    } catch (error) {
      if (error instanceof Error && /suspended/i.test(error.message)) return
      const type = block.type as { displayName?: string; name?: string }
      failing.set(at, failingComponent(error, source) ?? (type.displayName || type.name || 'Content'))
    }
  })
  return failing
}
