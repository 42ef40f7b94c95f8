import { CODE_HIKE_CSS } from './code-hike-css.js'
import { COPY_BUTTON_CSS } from './create-copy-button.js'
import { TOKEN_TAGS, tokenClassCss } from './theme-colours.js'

/**
 * Styles for the markup of `rehypeCode`: Shiki's dual-theme variables (set by the token classes of
 * the default themes, or inline) (light by default, dark under
 * `html.dark`, and without JavaScript under `prefers-color-scheme: dark`), the title bar,
 * highlighted lines and words, line numbers, the copy button and the mermaid fallback. The render
 * stage inlines it into the site stylesheet.
 *
 * One frame per block: the figure draws the border, radius and background (site tokens, the same
 * as `pre.gs-code` in templates/styles/components.css); the `pre` inside is transparent.
 */
// Light themes are made for white; on the tinted code background some of their token colours
// (github-light's orange, red and green) fall below the 4.5:1 of WCAG AA. A quarter of black mixed
// in keeps every hue and passes (the plain colour first, for browsers without color-mix).
const LIGHT = 'color-mix(in srgb,var(--shiki-light) 75%,#000)'

// Dark themes likewise: github-dark's comments (#6a737d) reach 3.75:1 on the code background and
// less on a highlighted line. 30% white mixed in keeps every token at 4.5:1 or more there.
const DARK = 'color-mix(in srgb,var(--shiki-dark) 70%,#fff)'

// Tokens are spans or `c-n` elements (theme-colours.ts); text of the theme's text colour is bare.
const TOKENS = `:is(${TOKEN_TAGS.join(',')})`

const DARK_TOKENS =
  `.gs-code pre.shiki{color:var(--shiki-dark);color:${DARK}}` +
  `.gs-code pre.shiki ${TOKENS}{color:var(--shiki-dark);color:${DARK};font-style:var(--shiki-dark-font-style);font-weight:var(--shiki-dark-font-weight);text-decoration:var(--shiki-dark-text-decoration)}`

export const CODE_CSS = `
figure.gs-code{position:relative;margin:1.25em 0;border:1px solid var(--gs-code-border);border-radius:var(--gs-radius-lg);background:var(--gs-code-bg);overflow:hidden}
.gs-code pre.shiki{margin:0;padding:.75rem 0;overflow-x:auto;background:none;font-size:.875rem;line-height:1.7;tab-size:2;color:var(--shiki-light);color:${LIGHT}}
.gs-code pre.shiki ${TOKENS}{color:var(--shiki-light);color:${LIGHT};font-style:var(--shiki-light-font-style);font-weight:var(--shiki-light-font-weight);text-decoration:var(--shiki-light-text-decoration)}
${DARK_TOKENS.replaceAll('.gs-code', 'html.dark .gs-code')}
@media (prefers-color-scheme:dark){${DARK_TOKENS.replaceAll('.gs-code', 'html:not(.js) .gs-code')}}
${tokenClassCss()}.gs-code pre.shiki code{display:grid;min-width:100%;padding:0;border:0;background:none;font-family:var(--gs-font-mono);font-size:inherit}
.gs-code .line{padding:0 1rem;min-height:1.7em}
.gs-code .line[data-highlighted-line]{background-color:var(--gs-primary-soft);box-shadow:inset 2px 0 0 var(--gs-primary)}
.gs-code mark[data-highlighted-chars]{background-color:var(--gs-primary-soft);border-radius:.25rem;padding:.1em .15em;color:inherit;box-shadow:0 0 0 1px var(--gs-primary-border)}
.gs-code .line[data-highlighted-line] mark[data-highlighted-chars]{background-color:transparent}
.gs-code .line[data-unfocused]{opacity:.33}
.gs-code>.gs-code-title{margin:0;padding:.5rem 1rem;border-bottom:1px solid var(--gs-code-border);background:var(--gs-bg-muted);color:var(--gs-fg-muted);font-family:var(--gs-font-mono);font-size:.75rem;line-height:1.5;text-align:start}
.gs-code code[data-line-numbers]{counter-reset:line}
.gs-code code[data-line-numbers]>.line::before{counter-increment:line;content:counter(line);display:inline-block;width:1ch;margin-inline-end:1.5rem;text-align:right;color:var(--gs-fg-subtle)}
.gs-code code[data-line-numbers-max-digits="2"]>.line::before{width:2ch}
.gs-code code[data-line-numbers-max-digits="3"]>.line::before{width:3ch}
.gs-code code[data-line-numbers-max-digits="4"]>.line::before{width:4ch}
.gs-copy-host{position:relative}
.gs-copy{position:absolute;top:.375rem;inset-inline-end:.375rem;display:flex;padding:.375rem;border:1px solid var(--gs-border);border-radius:var(--gs-radius-sm);background-color:var(--gs-bg);color:var(--gs-fg-muted);cursor:pointer;opacity:0}
.gs-copy:hover{color:var(--gs-fg);border-color:var(--gs-border-strong)}
.gs-copy:focus-visible{outline:2px solid var(--gs-focus-ring);outline-offset:2px}
:is(.gs-code,.gs-copy-host):hover .gs-copy,.gs-copy:focus-visible,.gs-copy[data-copied]{opacity:1}
.gs-copy .gs-check-icon,.gs-copy[data-copied] .gs-copy-icon{display:none}
.gs-copy[data-copied] .gs-check-icon{display:block;color:var(--gs-green)}
${COPY_BUTTON_CSS}@media (hover:none){.gs-copy{opacity:1}}
@media (prefers-reduced-motion:no-preference){.gs-copy{transition:opacity var(--gs-duration) var(--gs-ease),color var(--gs-duration) var(--gs-ease)}}
.gs-mermaid-source{white-space:pre}
${CODE_HIKE_CSS}`
