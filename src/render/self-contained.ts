import type { Root } from 'hast'
import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import type { ReactElement } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { useMDXComponents } from '../../templates/mdx-provider.js'
import type { CompiledMdx } from '../compile/compile-mdx.js'
import { staticValue } from '../compile/static-value.js'

// The module @mdx-js/mdx writes for a page without ESM of its own imports exactly these two:
// the JSX runtime and the components provider. Such a page needs no bundler to run.
const RUNTIME_IMPORT = /^import \{((?:(?:Fragment as _Fragment|jsx as _jsx|jsxs as _jsxs)(?:, )?)+)\} from "react\/jsx-runtime";\n/
const PROVIDER_IMPORT = /^import \{useMDXComponents as _provideComponents\} from "guildsite\/mdx-provider";\n/
const DEFAULT_EXPORT = /^export default function MDXContent\(/m

/**
 * The body of a compiled page module as a function of its two imports, or undefined when the module
 * imports or exports anything else (components, partials, images): those go through the bundler.
 */
function selfContainedBody(code: string): string | undefined {
  // HTML comments of a `.md` page become block comments before the imports.
  const comments = /^(?:\/\*[^]*?\*\/\n)*/.exec(code)![0]
  const runtime = RUNTIME_IMPORT.exec(code.slice(comments.length))
  let rest = runtime ? code.slice(comments.length + runtime[0].length) : code.slice(comments.length)
  const provider = PROVIDER_IMPORT.exec(rest)
  if (provider) rest = rest.slice(provider[0].length)
  if (!DEFAULT_EXPORT.test(rest)) return undefined
  rest = rest.replace(DEFAULT_EXPORT, 'function MDXContent(')
  if (/^\s*(import|export)\b/m.test(rest) || /\bimport\s*[.(]/.test(rest)) return undefined
  return `"use strict";\n${rest}\nreturn MDXContent;`
}

/** Whether a compiled page renders without the bundler: static content, or a module of the two imports. */
export const isSelfContained = (compiled: Pick<CompiledMdx, 'code' | 'staticContent'>): boolean =>
  compiled.staticContent !== undefined || (compiled.code !== undefined && selfContainedBody(compiled.code) !== undefined)

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
    const components = { ...useMDXComponents(), ...(props.components as Record<string, unknown> | undefined) } as Record<string, unknown>
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
  const MDXContent = new Function('_Fragment', '_jsx', '_jsxs', '_provideComponents', body)(Fragment, jsx, jsxs, useMDXComponents) as unknown
  return { default: MDXContent }
}
