import type { Root } from 'hast'
import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import type { ReactElement } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { useMDXComponents } from '../../templates/mdx-provider.js'
import type { CompiledMdx } from '../compile/compile-mdx.js'
import { staticValue } from '../compile/static-value.js'
import { selfContainedBody } from './self-contained-check.js'

export { isSelfContained } from './self-contained-check.js'

/** The page's module: from its static content, else from its self-contained code (undefined otherwise). */
export function pageModule(compiled: Pick<CompiledMdx, 'code' | 'staticContent'>): { default: unknown } | undefined {
  if (compiled.staticContent) return staticContentModule(compiled.staticContent)
  return compiled.code === undefined ? undefined : evaluateSelfContained(compiled.code)
}

/**
 * The content component of a page compiled to static content: its hast turned into React elements
 * with the provider's components, as MDX's `MDXContent` does with the same components (a provider
 * `wrapper` included), so the page renders to the same HTML as its module would.
 */
export function staticContentModule(tree: Root): { default: (props: Record<string, unknown>) => ReactElement } {
  function MDXContent(props: Record<string, unknown>): ReactElement {
    const components = {
      ...useMDXComponents(),
      ...(props.components as Record<string, unknown> | undefined)
    } as Record<string, unknown>
    const content = () =>
      toJsxRuntime(tree, {
        Fragment,
        jsx: jsx as never,
        jsxs: jsxs as never,
        components: components as never,
        // JSX names (`Callout`, `Tabs.Tab`) and literal attribute values: nothing else reaches here.
        createEvaluater: () => ({
          evaluateExpression: expression => staticValue(expression as never, components),
          evaluateProgram: () => undefined
        })
      }) as ReactElement
    const Wrapper = components.wrapper as ((props: Record<string, unknown>) => ReactElement) | undefined
    return Wrapper ? jsx(Wrapper, { ...props, children: jsx(content, {}) }) : content()
  }
  return { default: MDXContent }
}

/**
 * Runs a self-contained page module in this process, with the same JSX runtime and provider module
 * the bundled pages import: the page renders exactly as its bundled module would, without esbuild.
 */
export function evaluateSelfContained(code: string): { default: unknown } | undefined {
  const body = selfContainedBody(code)
  if (body === undefined) return undefined
  const MDXContent = new Function('_Fragment', '_jsx', '_jsxs', '_provideComponents', body)(
    Fragment,
    jsx,
    jsxs,
    useMDXComponents
  ) as unknown
  return { default: MDXContent }
}
