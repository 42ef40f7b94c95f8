import fc from 'fast-check'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RenderContextValue, type RenderContext } from '../../templates/context.js'
import { BUILTIN_COMPONENTS } from '../../templates/mdx-provider.js'
import { compileMdx } from '../../src/compile/compile-mdx.js'
import { staticContentModule } from '../../src/render/self-contained.js'
import { staticArticleHtml } from '../../src/render/static-article/index.js'
import { PAGE_SEEDS } from './corpus-seeds.js'
import { fuzzParameters, mutated, testTimeout, withinLimit } from './fuzz-settings.js'

/**
 * The string path's rule on mutated real pages (text spliced, split, escaped and broken where the
 * corpora never are): whenever it takes a page, its article is React's, byte for byte.
 */
const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))
const context: RenderContext = { basePath: '/docs', siteUrl: '', route: '/fuzz', file: 'fuzz.mdx', warn: () => {} }
// Mostly plain Markdown (what the string path takes) with a few of everything else.
const SNIPPETS = [
  '<',
  '&amp;',
  '"\'',
  '<!-- c -->',
  '<br />',
  '[x](/y)',
  '![i](/i.png)',
  '<Callout>',
  '</Callout>',
  '\n\n'
]

describe('fuzz: the string path', () => {
  it(
    'writes the article React renders for every mutated page it takes',
    async () => {
      let taken = 0
      await fc.assert(
        fc.asyncProperty(
          fc
            .constantFrom(...PAGE_SEEDS)
            .chain(({ source, format }) =>
              mutated([source, ...SNIPPETS.map(snippet => source + snippet)], 12).map(text => ({ text, format }))
            ),
          async ({ text, format }) => {
            const compiled = await withinLimit(() =>
              compileMdx({
                display: `fuzz.${format}`,
                path: `/site/fuzz.${format}`,
                source: text,
                format,
                builtins,
                folderRoute: '/',
                staticContent: true
              })
            )
            if (!compiled.staticContent) return
            const html = staticArticleHtml(compiled.staticContent, context)
            if (html === undefined) return
            taken++
            const Content = staticContentModule(compiled.staticContent).default as ComponentType
            expect(html).toBe(
              renderToString(
                <RenderContextValue.Provider value={context}>
                  <Content />
                </RenderContextValue.Provider>
              )
            )
          }
        ),
        fuzzParameters()
      )
      expect(taken).toBeGreaterThan(0)
    },
    testTimeout(2_000)
  )
})
