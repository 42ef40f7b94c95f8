// `nextra/mdx` (Nextra 2/3): the MDX components hook and provider.
import { createElement, type ReactElement, type ReactNode } from 'react'
import { MDXComponentsContext, useMDXComponents, useThemeMDXComponents } from '../mdx-provider.js'

export { useThemeMDXComponents as useMDXComponents }

/** `MDXProvider`: the given components on top of the built-in ones, for everything inside. */
export function MDXProvider({
  components,
  children
}: {
  components?: Record<string, unknown>
  children?: ReactNode
}): ReactElement {
  return createElement(MDXComponentsContext.Provider, { value: useMDXComponents(components) }, children)
}

// (A local theme's provider around its pages is not drawn as a page wrapper: src/app-router/layout-wrappers.ts.)
Object.defineProperty(MDXProvider, Symbol.for('guildsite.mdxProvider'), { value: true })
