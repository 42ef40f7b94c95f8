import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { badgeCss, bannerCss, iconCss, logoCss } from '../../../templates/layout/icon-css.js'

describe('icon and logo drawings in the stylesheets', () => {
  it('are the drawings of icons.tsx (paste iconCss() between the markers when one changes)', () => {
    const css = readFileSync(new URL('../../../templates/styles/layout.css', import.meta.url), 'utf8')
    const block = /\/\* BEGIN icon drawings \*\/\n([\s\S]*?)\/\* END icon drawings \*\//.exec(css)?.[1]
    expect(block).toBe(iconCss())
  })

  it('are the product marks of logos.tsx in marketing.css (paste logoCss() when one changes)', () => {
    const css = readFileSync(new URL('../../../templates/styles/marketing.css', import.meta.url), 'utf8')
    const block = /\/\* BEGIN logo drawings \*\/\n([\s\S]*?)\/\* END logo drawings \*\//.exec(css)?.[1]
    expect(block).toBe(logoCss())
  })

  it('is the conference background of conference-background.tsx in layout.css (paste bannerCss() when it changes)', () => {
    const css = readFileSync(new URL('../../../templates/styles/layout.css', import.meta.url), 'utf8')
    const block = /\/\* BEGIN banner drawing \*\/\n([\s\S]*?)\/\* END banner drawing \*\//.exec(css)?.[1]
    expect(block).toBe(bannerCss())
  })

  it('is the footer badge of csa-star-badge.ts in marketing.css, 72 px wide (paste badgeCss() when it changes)', () => {
    const css = readFileSync(new URL('../../../templates/styles/marketing.css', import.meta.url), 'utf8')
    const block = /\/\* BEGIN badge drawing \*\/\n([\s\S]*?)\/\* END badge drawing \*\//.exec(css)?.[1]
    expect(block).toBe(badgeCss())
    expect(block).toContain('width: 72px;')
  })
})
