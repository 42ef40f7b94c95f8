/**
 * HTML elements written as JSX in MDX (`<iframe>`, `<details>`) are not routed through `components`
 * by MDX; the compile stage renames them to these aliases so they get the same treatment as Markdown
 * (base path, media rules, external link rel). Apart from the provider: the compiler needs the names,
 * not the components (and React) behind them.
 */
export const JSX_ELEMENT_ALIASES = ['a', 'img', 'video', 'source', 'iframe', 'details', 'summary', 'table'] as const
export const jsxElementAlias = (tag: string) => `MdxElement_${tag}`
