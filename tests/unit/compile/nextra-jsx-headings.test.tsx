import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { compileMdx } from '../../../src/compile/compile-mdx.js'
import { builtinNames } from '../../../src/pipeline/builtin-names.js'
import { staticContentModule } from '../../../src/render/self-contained.js'
import { staticArticleHtml } from '../../../src/render/static-article/index.js'
import { jsxHeadingRelease } from '../../../src/page-map/nextra-version.js'
import { RenderContextValue, type RenderContext } from '../../../templates/context.js'

// Nextra 4.1+ draws a <summary>'s content in an <h3> (nextra/dist/client/mdx-components/summary.js),
// and gives a summary written as MDX text inside a <details> an id from the page's heading slugger
// (remark-headings.js), in document order among the h2–h6, the last id winning for a nested one; it
// puts a hidden <h3> with the tab's name first in each <Tabs.Tab>, slugged likewise. Nextra's swr-site
// (4.6) lost 26 headings beside guildsite's build for want of them. Nextra 4.0 and 2–3 do neither.

const PAGE = `## Intro

<details>
  <summary>**Version** History</summary>
  Body one.
  <details>
    <summary>Intro</summary>
    Body two.
  </details>
</details>

## Version History
`

const builtins = await builtinNames()

const compile = (source: string, format: 'md' | 'mdx', jsxHeadings: boolean) =>
  compileMdx({
    display: `page.${format}`,
    path: `/site/content/page.${format}`,
    source,
    format,
    builtins,
    folderRoute: '/',
    staticContent: true,
    ...(jsxHeadings && { jsxHeadings: true })
  })

const context: RenderContext = { basePath: '', siteUrl: '', route: '/page', file: 'page', warn: () => {} }

/** The page's article by React and by the string path (undefined where the string path declines). */
async function article(source: string, format: 'md' | 'mdx', jsxHeadings: boolean) {
  const compiled = await compile(source, format, jsxHeadings)
  const Content = staticContentModule(compiled.staticContent!).default as ComponentType
  const react = renderToString(
    <RenderContextValue.Provider value={context}>
      <Content />
    </RenderContextValue.Provider>
  )
  return { compiled, react, string: staticArticleHtml(compiled.staticContent!, context) }
}

const summaries = (html: string) => [...html.matchAll(/<summary[^>]*>(.*?)<\/summary>/g)].map(m => m[1])

describe('headings of JSX as Nextra 4.1+ makes them', () => {
  it('a summary in a <details> is an h3 with a slug of the heading slugger, and a permalink', async () => {
    const { compiled, react, string } = await article(PAGE, 'mdx', true)
    // (Slugged in document order: the outer details finds both summaries, the inner one slugs its own again.)
    expect(summaries(react)).toEqual([
      '<h3 id="version-history" class="gs-summary-heading"><strong>Version</strong> History</h3>' +
        '<a class="gs-anchor" href="#version-history" aria-label="Permalink for this section">#</a>',
      '<h3 id="intro-2" class="gs-summary-heading">Intro</h3>' +
        '<a class="gs-anchor" href="#intro-2" aria-label="Permalink for this section">#</a>'
    ])
    // The headings after take the next free slugs; summaries are no entries of the table of contents.
    expect(compiled.toc.map(h => h.id)).toEqual(['intro', 'version-history-1'])
    // The string path writes what React writes.
    expect(string).toBe(react)
  })

  it('a summary of raw HTML in a .md page is an h3 without an id, as Nextra gives it none', async () => {
    const { react } = await article(
      '<details>\n  <summary>Details</summary>\n  <p>Small.</p>\n</details>\n',
      'md',
      true
    )
    expect(summaries(react)).toEqual(['<h3 class="gs-summary-heading">Details</h3>'])
  })

  it('before 4.1 (and in Nextra 2 and 3) the summary holds its content as written, without an id', async () => {
    const { compiled, react } = await article(PAGE, 'mdx', false)
    expect(summaries(react)).toEqual(['<strong>Version</strong> History', 'Intro'])
    expect(compiled.toc.map(h => h.id)).toEqual(['intro', 'version-history'])
    expect(jsxHeadingRelease([4, 0, 5])).toBe(false)
    expect(jsxHeadingRelease([4, 1, 0])).toBe(true)
    expect(jsxHeadingRelease([4, 6, 1])).toBe(true)
  })

  it('a tab of <Tabs items> starts with a hidden h3 of its name, slugged among the headings (an object item: "undefined", no id)', async () => {
    const source = `## Python

<Tabs items={['Python', { label: 'C', disabled: true }, 'Go']}>
  <Tabs.Tab>py</Tabs.Tab>
  <Tabs.Tab>c</Tabs.Tab>
  <Tabs.Tab>go</Tabs.Tab>
</Tabs>

## Go
`
    const { compiled, react } = await article(source, 'mdx', true)
    expect([...react.matchAll(/<h3[^>]*>[^<]*<\/h3>/g)].map(m => m[0])).toEqual([
      '<h3 id="python-1" style="visibility:hidden;width:0;height:0">Python</h3>',
      '<h3 style="visibility:hidden;width:0;height:0">undefined</h3>',
      '<h3 id="go" style="visibility:hidden;width:0;height:0">Go</h3>'
    ])
    expect(compiled.toc.map(h => h.id)).toEqual(['python', 'go-1'])
    const before = await article(source, 'mdx', false)
    expect(before.react).not.toContain('<h3')
    expect(before.compiled.toc.map(h => h.id)).toEqual(['python', 'go'])
  })
})
