import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import fg from 'fast-glob'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RenderContext } from '../../../templates/context.js'
import { REPO } from '../../helpers/cli.js'

// From dist/, as the build runs them: one React and one provider for both paths.
const { compileMdx } = (await import(
  '../../../dist/src/compile/compile-mdx.js' as string
)) as typeof import('../../../src/compile/compile-mdx.js')
const { staticContentModule } = (await import(
  '../../../dist/src/render/self-contained.js' as string
)) as typeof import('../../../src/render/self-contained.js')
const { staticArticleHtml } = (await import(
  '../../../dist/src/render/static-article/index.js' as string
)) as typeof import('../../../src/render/static-article/index.js')
const { BUILTIN_COMPONENTS } = (await import(
  '../../../dist/templates/mdx-provider.js' as string
)) as typeof import('../../../templates/mdx-provider.js')
const { RenderContextValue } = (await import(
  '../../../dist/templates/context.js' as string
)) as typeof import('../../../templates/context.js')

/**
 * The string path's rule: for every page it takes, the article it writes is byte for byte what React
 * renders for the page's static content (what the full pipeline splices into the same page), in every
 * render context that changes an article (base path, a locale's links and permalink label). Every page
 * of every site in tests/fixtures, example-content, the compile goldens and a slice of the shared bench
 * workload; the pages it declines still render through React, so they cannot differ.
 */
const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))
let dir = ''
const files: { display: string; path: string; format: 'md' | 'mdx'; folderRoute: string; group: string }[] = []

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'guildsite-static-article-'))
  execFileSync(process.execPath, [join(REPO, 'tests/fixtures/shared-bench/gen-corpus.mjs'), '60', join(dir, 'bench')])
  const roots: [string, string][] = [
    ['bench', join(dir, 'bench')],
    ['example-content', join(REPO, 'example-content')],
    ['fixtures', join(REPO, 'tests/fixtures')],
    ['golden', join(REPO, 'tests/golden/compile')]
  ]
  for (const [group, root] of roots)
    for (const path of await fg('**/*.{md,mdx}', {
      cwd: root,
      absolute: true,
      ignore: ['**/node_modules/**', '**/README.md', '**/SOURCE.md']
    })) {
      const rel = relative(root, path)
      files.push({
        display: rel,
        path,
        format: path.endsWith('.md') ? 'md' : 'mdx',
        folderRoute: `/${rel.split('/').slice(0, -1).join('/')}`.replace(/\/$/, '') || '/',
        group
      })
    }
}, 120_000)
afterAll(() => rm(dir, { recursive: true, force: true }))

const CONTEXTS: Omit<RenderContext, 'warn' | 'route'>[] = [
  { basePath: '', siteUrl: '', file: 'page' },
  {
    basePath: '/base',
    siteUrl: 'https://example.com',
    file: 'page',
    permalinkLabel: 'Lien « permanent » & <direct>',
    localizeRoute: href => (href.startsWith('/') && !href.startsWith('//') ? `/fr${href}` : href)
  },
  // A Nextra 4 site's: a ↗ after Markdown's links to other sites whose content is text.
  { basePath: '', siteUrl: '', file: 'page', linkArrows: true }
]

function reactArticle(Content: ComponentType, context: RenderContext): string {
  return renderToString(
    <RenderContextValue.Provider value={context}>
      <Content />
    </RenderContextValue.Provider>
  )
}

describe('the string path (static-article)', () => {
  it('writes the article React renders, on every page of the corpora that it takes', async () => {
    const taken = new Map<string, number>()
    for (const file of files) {
      const compiled = await compileMdx({
        display: file.display,
        path: file.path,
        source: readFileSync(file.path, 'utf8'),
        format: file.format,
        builtins,
        folderRoute: file.folderRoute,
        staticContent: true,
        // The website folders' pages with Markdown's marks, as a site that follows Nextra compiles them.
        markdownMarks: file.group === 'fixtures' && file.display.startsWith('website-')
      })
      if (!compiled.staticContent) continue
      const Content = staticContentModule(compiled.staticContent).default as ComponentType
      let took = false
      for (const base of CONTEXTS) {
        const warnings: string[] = []
        const context: RenderContext = { ...base, route: `${file.folderRoute}/page`, warn: m => warnings.push(m) }
        const html = staticArticleHtml(compiled.staticContent, context)
        if (html === undefined) continue
        took = true
        expect(html, file.display).toBe(reactArticle(Content, context))
        // The full pipeline would have warned about nothing either: no diagnostic is lost.
        expect(warnings, file.display).toEqual([])
      }
      if (took) taken.set(file.group, (taken.get(file.group) ?? 0) + 1)
    }
    // Plain docs pages take it: every page of the bench workload, most of the real corpora's static ones.
    expect(taken.get('bench')).toBe(files.filter(file => file.group === 'bench').length)
    expect(taken.get('fixtures')).toBeGreaterThan(100)
    expect(taken.get('example-content')).toBeGreaterThan(0)
  }, 300_000)

  it('writes what React writes for the edge cases of hand-made trees', () => {
    const el = (tagName: string, properties: Record<string, unknown>, ...children: unknown[]) => ({
      type: 'element',
      tagName,
      properties,
      children
    })
    const text = (value: string) => ({ type: 'text', value })
    const jsx = (name: string | null, attributes: [string, string | null][], ...children: unknown[]) => ({
      type: 'mdxJsxFlowElement',
      name,
      attributes: attributes.map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
      children
    })
    const trees = [
      // Adjacent and empty texts (React separates two texts with a comment, and an empty one is nothing).
      [el('p', {}, text('a'), text(''), text('b'), el('em', {}, text('c')), text('d'), text('e'))],
      // Empty classes, an empty link, a table's whitespace, cell alignment, a list's start.
      [
        el('table', { className: [] }, text('\n'), el('tr', {}, text(' '), el('td', { align: 'center' }, text('x')))),
        el('img', { src: '/a.png', alt: '', className: [] }),
        el('a', { href: '' }, text('self')),
        el('ol', { start: 3 }, el('li', { className: ['x'] }, text('i')))
      ],
      // Headings without an id, with an empty one, with classes; escapes in text and attributes.
      [
        el('h2', {}, text('no id')),
        el('h3', { id: '', className: ['c'] }, text('empty')),
        el('h4', { title: '"<&>\'', id: 'a"b' }, text('<&>"\'')),
        el('a', { href: 'https://x.dev/?a=1&b="2"', title: 't' }, text('out'))
      ],
      // JSX: a fragment, a void element, a callout with an emoji, a plain element.
      [
        jsx(null, [], text('t')),
        jsx('br', []),
        jsx(
          'Callout',
          [
            ['type', 'nope'],
            ['emoji', '<b>']
          ],
          el('p', {}, text('c'))
        ),
        jsx('span', [['className', 'k']], text('s'))
      ]
    ]
    // Nextra 4's ↗ after a Markdown link to another site whose content is text (`linkArrows`): not after
    // one with markup, nor a JSX link (no mark), nor in a site without it; in a heading, without the note.
    trees.push([
      el('p', {}, el('a', { dataMd: '', href: 'https://x.dev' }, text('out'))),
      el('p', {}, el('a', { dataMd: '', href: 'https://x.dev' }, el('code', {}, text('c')))),
      el('p', {}, el('a', { href: 'https://x.dev' }, text('jsx'))),
      el('h2', { id: 'h' }, el('a', { dataMd: '', href: 'https://x.dev' }, text('in a heading')))
    ])
    const context: RenderContext = { basePath: '/b', siteUrl: '', route: '/r', file: 'f', warn: () => {} }
    // Components 9's MDXLink (`hiveLinks`, with Nextra 4's arrows on): Markdown's links open in this tab, no ↗ nor
    // screen-reader note (Hive's posts: Nextra's build draws none); a JSX link is guildsite's as before.
    for (const each of [context, { ...context, linkArrows: true }, { ...context, linkArrows: true, hiveLinks: true }])
      for (const children of trees) {
        const tree = { type: 'root', children } as unknown as import('hast').Root
        const html = staticArticleHtml(tree, each)
        expect(html, JSON.stringify(children)).toBeDefined()
        expect(html).toBe(reactArticle(staticContentModule(tree).default as ComponentType, each))
      }
    const arrows = staticArticleHtml({ type: 'root', children: trees.at(-1) } as unknown as import('hast').Root, {
      ...context,
      linkArrows: true
    })
    expect(arrows?.match(/gs-link-arrow/g)).toHaveLength(2)
    const hive = staticArticleHtml({ type: 'root', children: trees.at(-1) } as unknown as import('hast').Root, {
      ...context,
      linkArrows: true,
      hiveLinks: true
    })
    expect(hive).not.toContain('gs-link-arrow')
    expect(hive).toContain('<p><a data-md="" href="https://x.dev">out</a></p>')
    expect(hive?.match(/target="_blank"/g)).toHaveLength(1)
  })

  it('declines what it does not know, and GUILDSITE_FULL_PIPELINE turns it off', async () => {
    const context: RenderContext = { basePath: '', siteUrl: '', route: '/a', file: 'a.mdx', warn: () => {} }
    const html = async (source: string) => {
      const compiled = await compileMdx({
        display: 'a.mdx',
        path: '/site/a.mdx',
        source,
        format: 'mdx',
        builtins,
        folderRoute: '/',
        staticContent: true
      })
      return staticArticleHtml(compiled.staticContent!, context)
    }
    expect(await html('## Hi\n\nA [link](/b) and `code`.\n')).toBe(
      '<h2 id="hi">Hi<a class="gs-anchor" href="#hi" aria-label="Permalink">#</a></h2>\n' +
        '<p>A <a href="/b">link</a> and <code>code</code>.</p>'
    )
    // A site that follows Nextra marks Markdown's elements (`data-md`): its plain pages take the path too
    // (they all declined before: every real Guild website's pages went through React).
    const marked = await compileMdx({
      display: 'a.mdx',
      path: '/site/a.mdx',
      source: 'A [link](/b).\n',
      format: 'mdx',
      builtins,
      folderRoute: '/',
      staticContent: true,
      markdownMarks: true
    })
    expect(staticArticleHtml(marked.staticContent!, context)).toBe(
      '<p data-md="">A <a data-md="" href="/b">link</a>.</p>'
    )
    expect(await html('<Callout type="info">x</Callout>\n')).toMatch(
      /^<div class="gs-callout" data-type="info"><span class="gs-callout-icon"><svg .*<\/svg><\/span><div class="gs-callout-content">x<\/div><\/div>$/
    )
    // A component it does not know, an expression prop, a task list (React numbers its `useId` labels),
    // an image source the build warns about: the full pipeline.
    expect(await html('<Steps>x</Steps>\n')).toBeUndefined()
    expect(await html('<Callout type={"info"}>x</Callout>\n')).toBeUndefined()
    expect(await html('- [ ] todo\n')).toBeUndefined()
    expect(await html('![a](a.png)\n')).toBeUndefined()
    // An iframe without a source is an error the full pipeline reports at its line.
    expect(await html('<iframe title="x" />\n')).toBeUndefined()
    process.env.GUILDSITE_FULL_PIPELINE = '1'
    try {
      expect(await html('Text.\n')).toBeUndefined()
    } finally {
      delete process.env.GUILDSITE_FULL_PIPELINE
    }
  })
})
