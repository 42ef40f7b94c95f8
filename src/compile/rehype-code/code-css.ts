/**
 * Styles for the markup of `rehypeCode`: Shiki's dual-theme variables (light by default, dark under
 * `html.dark`), the title bar, highlighted lines and words, line numbers, the copy button and the
 * mermaid fallback. The render stage inlines it into the site stylesheet.
 */
export const CODE_CSS = `
.gs-code{position:relative;margin:1.25em 0;border:1px solid rgba(127,127,127,.25);border-radius:.5rem;overflow:hidden}
.gs-code pre.shiki{margin:0;padding:.75rem 0;overflow-x:auto;font-size:.875rem;line-height:1.6;color:var(--shiki-light);background-color:var(--shiki-light-bg)}
.gs-code pre.shiki span{color:var(--shiki-light);font-style:var(--shiki-light-font-style);font-weight:var(--shiki-light-font-weight);text-decoration:var(--shiki-light-text-decoration)}
html.dark .gs-code pre.shiki{color:var(--shiki-dark);background-color:var(--shiki-dark-bg)}
html.dark .gs-code pre.shiki span{color:var(--shiki-dark);font-style:var(--shiki-dark-font-style);font-weight:var(--shiki-dark-font-weight);text-decoration:var(--shiki-dark-text-decoration)}
.gs-code pre.shiki code{display:grid;min-width:100%;background:none;padding:0;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.gs-code .line{padding:0 1rem;min-height:1.6em}
.gs-code .line[data-highlighted-line]{background-color:rgba(59,130,246,.14);box-shadow:inset 2px 0 0 rgb(59,130,246)}
.gs-code mark[data-highlighted-chars]{background-color:rgba(59,130,246,.2);border-radius:.25rem;padding:.1em .15em;color:inherit}
.gs-code-title{padding:.5rem 1rem;font-size:.8125rem;border-bottom:1px solid rgba(127,127,127,.25);background-color:rgba(127,127,127,.08)}
.gs-code code[data-line-numbers]{counter-reset:line}
.gs-code code[data-line-numbers]>.line::before{counter-increment:line;content:counter(line);display:inline-block;width:1ch;margin-right:1.5rem;text-align:right;color:rgba(127,127,127,.8)}
.gs-code code[data-line-numbers-max-digits="2"]>.line::before{width:2ch}
.gs-code code[data-line-numbers-max-digits="3"]>.line::before{width:3ch}
.gs-code code[data-line-numbers-max-digits="4"]>.line::before{width:4ch}
.gs-copy{position:absolute;top:.5rem;right:.5rem;display:flex;padding:.375rem;border:1px solid rgba(127,127,127,.3);border-radius:.375rem;background-color:Canvas;color:inherit;cursor:pointer;opacity:0;transition:opacity .15s}
.gs-code:hover .gs-copy,.gs-copy:focus-visible{opacity:1}
.gs-copy .gs-check-icon,.gs-copy[data-copied] .gs-copy-icon{display:none}
.gs-copy[data-copied] .gs-check-icon{display:block}
@media (hover:none){.gs-copy{opacity:1}}
.gs-mermaid{margin:1.25em 0;overflow-x:auto}
.gs-mermaid-source{white-space:pre}
`
