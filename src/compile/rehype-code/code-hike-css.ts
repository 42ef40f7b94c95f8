import { TOKEN_TAGS } from './theme-colours.js'

// Code Hike 0.9's look (`@code-hike/mdx`'s index.css, read in a scratch install; our own rules) for the
// markup of templates/components/code-hike.tsx: the editor frame (a title bar with the window's three
// buttons and file tabs, in the colours of the code's theme: `code-hike-colors.ts`), the code in the
// theme's own colours whatever the page's mode (Code Hike has one theme), its shadow and radius; the
// scrollycoding and spotlight columns with their sticky code; a section's focus links.

const FRAME = ':is(.ch-codeblock,.ch-codegroup)'
const TOKENS = `:is(${TOKEN_TAGS.join(',')})`

export const CODE_HIKE_CSS = `
${FRAME}{margin:1.25em 0;border-radius:6px;overflow:hidden;background:var(--ch-bg,#1e1e1e);color:var(--ch-fg,#d4d4d4);box-shadow:0 13px 27px -5px rgba(50,50,93,.25),0 8px 16px -8px rgba(0,0,0,.3),0 -6px 16px -6px rgba(0,0,0,.025);print-color-adjust:exact;-webkit-print-color-adjust:exact}
${FRAME} figure.gs-code{margin:0;border:0;border-radius:0;background:var(--shiki-dark-bg,var(--ch-bg,#1e1e1e))}
${FRAME} figure.gs-code:has(pre[style*="--shiki-dark-bg"]){background:none}
${FRAME} .gs-code pre.shiki{background:var(--shiki-dark-bg);font-size:14px;line-height:19px}
${FRAME} .gs-code .line{min-height:19px}
${FRAME} .gs-code pre.shiki,${FRAME} .gs-code pre.shiki ${TOKENS}{color:var(--shiki-dark);font-style:var(--shiki-dark-font-style);font-weight:var(--shiki-dark-font-weight);text-decoration:var(--shiki-dark-text-decoration)}
${FRAME} .gs-code>.gs-code-title{display:none}
${FRAME} .gs-code code[data-line-numbers]>.line::before{color:var(--ch-line-number,#858585)}
.ch-editor-frame{display:flex;flex-direction:column;font-family:Ubuntu,"Droid Sans",-apple-system,BlinkMacSystemFont,"Segoe WPC","Segoe UI",sans-serif}
.ch-frame-title-bar{position:relative;display:flex;align-items:stretch;height:30px;min-height:30px;font-size:12px;background:var(--ch-bar-bg,#252526);color:var(--ch-icon,#c5c5c5)}
.ch-frame-buttons{display:flex;align-items:center;gap:.56em;margin:0 .8em;flex-shrink:0}
.ch-frame-button{width:1em;height:1em;border:.08em solid;border-radius:50%;box-sizing:border-box}
.ch-frame-button-left{border-color:#ce5347;background:#ed6b60}
.ch-frame-button-middle{border-color:#d6a243;background:#f5be4f}
.ch-frame-button-right{border-color:#58a942;background:#62c554}
.ch-editor-group-border{position:absolute;top:0;left:0;width:100%;height:1px;background:var(--ch-group-border,#444)}
.ch-editor-group+.ch-editor-group .ch-frame-title-bar{padding-inline-start:0}
.ch-editor-tab{flex-shrink:1;min-width:0;margin:0;padding:0 15px;border:0;border-right:1px solid var(--ch-tab-border,#252526);border-bottom:1px solid var(--ch-tab-bg,#2d2d2d);border-radius:0;background:var(--ch-tab-bg,#2d2d2d);color:var(--ch-tab-fg,#ffffff80);font:inherit;font-size:12px;line-height:1.4em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;cursor:pointer}
.ch-editor-tab[aria-selected=true]{background:var(--ch-tab-active-bg,#1e1e1e);color:var(--ch-tab-active-fg,#fff);border-bottom-color:var(--ch-tab-active-bg,#1e1e1e)}
.ch-editor-tab:focus-visible{outline:1px solid #0077b5;outline-offset:-1px}
.ch-editor-tab:only-of-type{cursor:default}
.ch-scrollycoding,.ch-spotlight{display:flex;gap:1rem;position:relative;margin:1rem 0}
.ch-scrollycoding-content,.ch-spotlight-tabs{flex:1;min-width:0}
.ch-spotlight-tabs{display:flex;flex-flow:column;gap:.5rem}
.ch-scrollycoding-step-content{margin:0 -.5rem;padding:1rem .5rem;min-height:180px;border:1.5px solid transparent;border-radius:8px;cursor:pointer}
.ch-scrollycoding-step-content[data-selected]{border-color:#0070f3}
.ch-spotlight-tab{margin:0 -.5rem;padding:0 .5rem;border:1px solid var(--gs-border,#e3e3e3);border-radius:.25rem;cursor:pointer}
.ch-spotlight-tab:hover{border-color:var(--gs-fg,#222)}
.ch-spotlight-tab[data-selected]{border-color:#0070f3}
.ch-spotlight-tab:focus-visible{outline:2px solid var(--gs-focus-ring,#0070f3);outline-offset:2px}
:is(.ch-scrollycoding-step-content,.ch-spotlight-tab)>:first-child,.gs-content[data-gs-md] :is(.ch-scrollycoding-step-content,.ch-spotlight-tab)>[data-md]:first-child{margin-top:0}
:is(.ch-scrollycoding-step-content,.ch-spotlight-tab)>:last-child,.gs-content[data-gs-md] :is(.ch-scrollycoding-step-content,.ch-spotlight-tab)>[data-md]:last-child{margin-bottom:0}
.ch-scrollycoding-sticker,.ch-spotlight-sticker{position:sticky;top:10vh;align-self:start;display:flex;flex-flow:column;justify-content:center;width:420px;max-height:80vh}
.ch-scrollycoding-sticker{width:var(--ch-scrollycoding-sticker-width,420px)}
.ch-spotlight-sticker{align-self:stretch;min-height:min(100%,80vh)}
:is(.ch-scrollycoding-sticker,.ch-spotlight-sticker) .ch-step-code[hidden]{display:none}
:is(.ch-scrollycoding-sticker,.ch-spotlight-sticker) ${FRAME}{margin:0;max-height:80vh;overflow:auto}
@media not screen,(max-width:768px){.ch-scrollycoding,.ch-spotlight{flex-direction:column;gap:0}:is(.ch-scrollycoding-content,.ch-spotlight-tabs,.ch-scrollycoding-sticker,.ch-spotlight-sticker){display:contents}:is(.ch-scrollycoding-step-content,.ch-spotlight-tab,.ch-spotlight-tabs>:not([data-ch-step])){order:calc(var(--ch-i,0)*2)}:is(.ch-scrollycoding-sticker,.ch-spotlight-sticker) .ch-step-code{order:calc(var(--ch-i)*2 + 1)}:is(.ch-scrollycoding-sticker,.ch-spotlight-sticker) .ch-step-code[hidden]{display:block}.ch-scrollycoding-step-content,.ch-scrollycoding-step-content[data-selected]{min-height:0;border-color:transparent;cursor:auto}.ch-spotlight-tab{margin-top:.5rem}:is(.ch-scrollycoding-sticker,.ch-spotlight-sticker) ${FRAME}{margin:.5rem 0 1rem;max-height:none}}
.ch-section-link,.ch-section-link *{text-decoration:underline dotted 1px;cursor:default}
.ch-section-link[data-active=true]{background-color:rgba(186,230,253,.4);text-decoration-thickness:1.5px}
`
