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
