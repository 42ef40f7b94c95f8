import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { compileMdx } from '../../../src/compile/compile-mdx.js'
import { renderArticle, renderPage } from '../../../src/render/render-page.js'
import { pageModule } from '../../../src/render/self-contained.js'
import { BUILTIN_COMPONENTS } from '../../../templates/mdx-provider.js'
import { layoutProps } from '../layout/fixture.js'
import { DocsBodySlot, type DocsBodyHolder } from '../../../templates/layout/docs-body-slot.js'

// The dev server sends an open page the new article alone after a save that changed nothing else
// (issue 24 item 8); the page then shows exactly what a fresh load of it shows only if the article
// rendered alone is the article of the whole page.
const SOURCE = `---
title: Article alone
---

# Article alone

A paragraph with **bold**, \`code\`, [a link](/docs/other) and [an anchor](#section).

## Section

- one
- two

> A quote.

| a | b |
| --- | --- |
| 1 | 2 |

<Callout type="warning">Careful here.</Callout>

\`\`\`ts
const answer: number = 42
\`\`\`
`

async function contentOf(source: string): Promise<ComponentType> {
  const compiled = await compileMdx({
    display: 'pages/docs/a.mdx',
    path: '/site/pages/docs/a.mdx',
    source,
    format: 'mdx',
    builtins: new Set(Object.keys(BUILTIN_COMPONENTS)),
    folderRoute: '/docs'
  })
  expect(compiled.diagnostics).toEqual([])
  return pageModule(compiled)!.default as ComponentType
}

function inputOf(Content: ComponentType, copyCode?: string) {
  const { site, page, nav } = layoutProps()
  const localized = copyCode ? { ...site, messages: { ...site.messages, copyCode } } : site
  return {
    site: localized,
    page,
    nav,
    Content,
    context: { basePath: site.basePath, siteUrl: site.siteUrl ?? '', route: page.route, file: 'a.mdx', warn() {} }
  }
}

const START = '<article class="gs-content">'
const articleOf = (html: string) => html.slice(html.indexOf(START) + START.length, html.lastIndexOf('</article>'))

describe('renderArticle (the dev server’s in-place update)', () => {
  it('renders the article exactly as it is inside the whole page', async () => {
    const input = inputOf(await contentOf(SOURCE))
    const page = renderPage(input)
    const article = renderArticle(input)
    expect(article).toContain('Careful here.')
    expect(article).toContain('<table')
    expect(article).toBe(articleOf(page))
  })

  it('labels copy buttons in the page’s language, as the whole page does', async () => {
    const input = inputOf(await contentOf(SOURCE), 'Copier le code')
    const article = renderArticle(input)
    expect(article).toContain('aria-label="Copier le code"')
    expect(article).toBe(articleOf(renderPage(input)))
  })

  it('of a page whose nested layout holds the docs body (Nextra 4’s MDX wrapper), renders the article alone, not the layout', async () => {
    const Page = await contentOf(SOURCE)
    const Content: DocsBodyHolder = () => (
      <section className="post-layout">
        <header className="post-header">By the layout</header>
        <DocsBodySlot>
          <Page />
        </DocsBodySlot>
      </section>
    )
    Content.docsBodyInside = true
    const input = inputOf(Content)
    const page = renderPage(input)
    // (The whole page: the layout's markup around the docs body, the article beside its TOC inside it.)
    expect(page).toMatch(
      /<section class="post-layout"><header class="post-header">By the layout<\/header><div class="gs-docs"/
    )
    expect(page.indexOf('<aside class="gs-toc"')).toBeGreaterThan(page.indexOf('Careful here.'))
    expect(page.indexOf('<aside class="gs-toc"')).toBeLessThan(page.indexOf('</section>'))
    const article = renderArticle(input)
    expect(article).not.toContain('By the layout')
    expect(article).toContain('Careful here.')
    const text = '<main class="gs-content">'
    // (Nextra 4's elements inside the layout: the column an <article>, the text a <main>.)
    expect(page).toMatch(
      /<article id="gs-content" class="gs-main"><div class="gs-main-inner">[^]*<main class="gs-content">/
    )
    expect(article).toBe(page.slice(page.indexOf(text) + text.length, page.indexOf('</main>')))
  })
})
