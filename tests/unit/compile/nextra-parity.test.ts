import { describe, expect, it } from 'vitest'
import { compileMdx } from '../../../src/compile/compile-mdx.js'

// Differences from Nextra's own build of real websites (kamilkisiela/apollo-angular, ardatan/graphql-tools),
// found page by page beside `next build` and mended; each case is what one of those pages shows.

const compile = (source: string) =>
  compileMdx({
    display: 'page.mdx',
    path: '/site/pages/page.mdx',
    source,
    format: 'mdx',
    builtins: new Set(['Callout']),
    folderRoute: '/',
    staticContent: true
  })

describe('heading ids as Nextra gives them', () => {
  it('an h2 with the words of the page title keeps the plain slug: links to #server-side-rendering reach it', async () => {
    const result = await compile(
      '# Server Side Rendering\n\n## Creating a Client\n\n## Server-Side Rendering\n\n## Example\n'
    )
    expect(result.toc.map(h => [h.depth, h.id])).toEqual([
      [1, 'server-side-rendering-1'],
      [2, 'creating-a-client'],
      [2, 'server-side-rendering'],
      [2, 'example']
    ])
  })

  it('a title that no other heading repeats keeps its own slug, and custom ids still come first', async () => {
    const result = await compile('# Setup\n\n## Install [#setup]\n\n## Usage\n')
    expect(result.toc.map(h => h.id)).toEqual(['setup-1', 'setup', 'usage'])
    expect((await compile('# Getting Started\n\n## Install\n')).toc.map(h => h.id)).toEqual([
      'getting-started',
      'install'
    ])
  })
})
