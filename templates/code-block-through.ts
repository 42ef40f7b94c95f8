import { createElement, type ComponentType, type ReactNode } from 'react'

/**
 * A highlighted code block (made at compile time: src/compile/rehype-code/site-pre.ts) on a page of a
 * site that overrides `pre`: through the page's `pre` (`components.pre`, the site's element overrides
 * as the content is given them) with the props Nextra gives it and one `<code>` child holding the
 * highlighted lines; as the static block otherwise (a `layout: 'raw'` page, where nextra-theme-docs
 * gives no overrides), byte for byte what a page without the override renders.
 */
export function codeBlockThrough(
  components: Record<string, unknown> | undefined,
  figure: string,
  pre: Record<string, unknown>,
  code: { attributes: Record<string, string>; html: string }
): ReactNode {
  const Pre = components?.pre as ComponentType<Record<string, unknown>> | string | undefined
  if (!Pre) return createElement('div', { className: 'gs-static', dangerouslySetInnerHTML: { __html: figure } })
  const { style, ...attributes } = code.attributes
  return createElement(
    Pre,
    pre,
    createElement('code', {
      ...attributes,
      ...(style !== undefined && { style: styleObject(style) }),
      dangerouslySetInnerHTML: { __html: code.html }
    })
  )
}

/** `counter-reset:line 4` as React's style object. */
function styleObject(style: string): Record<string, string> {
  return Object.fromEntries(
    style
      .split(';')
      .map(rule => rule.split(':'))
      .filter(([name, value]) => name?.trim() && value !== undefined)
      .map(([name, value]) => [name!.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), value!.trim()])
  )
}
