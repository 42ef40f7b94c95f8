import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import fg from 'fast-glob'
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateCorpus } from '../../../bench/generate-corpus.mjs'
import { REPO } from '../../helpers/cli.js'

// From dist/, as the build runs them: one React and one provider for both ways of rendering.
const { compileMdx } = (await import(
  '../../../dist/src/compile/compile-mdx.js' as string
)) as typeof import('../../../src/compile/compile-mdx.js')
const { evaluateSelfContained, staticContentModule } = (await import(
  '../../../dist/src/render/self-contained.js' as string
)) as typeof import('../../../src/render/self-contained.js')
const { BUILTIN_COMPONENTS } = (await import(
  '../../../dist/templates/mdx-provider.js' as string
)) as typeof import('../../../templates/mdx-provider.js')
const { RenderContextValue } = (await import(
  '../../../dist/templates/context.js' as string
)) as typeof import('../../../templates/context.js')

/**
 * A page compiled to static content (its hast, rendered by hast-util-to-jsx-runtime) renders exactly
 * the HTML its MDX module renders, on every page of the corpora that qualifies; pages with code of
 * their own never qualify.
 */
const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))
let dir = ''
const files: { display: string; path: string; format: 'md' | 'mdx'; folderRoute: string }[] = []

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'guildsite-static-content-'))
  await generateCorpus(join(dir, 'bench'), 60)
  const roots = [
    join(dir, 'bench', 'pages'),
    join(REPO, 'example-content'),
    join(REPO, 'tests/fixtures/corpus'),
    join(REPO, 'tests/golden/compile')
  ]
  for (const root of roots) {
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
        folderRoute: `/${rel.split('/').slice(0, -1).join('/')}`.replace(/\/$/, '') || '/'
      })
    }
  }
}, 120_000)
afterAll(() => rm(dir, { recursive: true, force: true }))

const render = (Content: ComponentType, route: string) =>
  renderToStaticMarkup(
    <RenderContextValue.Provider value={{ basePath: '/base', siteUrl: '', route, file: 'page', warn: () => {} }}>
      <Content />
    </RenderContextValue.Provider>
  )

describe('static content', () => {
  it('renders what the page module renders, on every qualifying page of the corpora', async () => {
    let qualifying = 0
    for (const file of files) {
      const source = readFileSync(file.path, 'utf8')
      const options = {
        display: file.display,
        path: file.path,
        source,
        format: file.format,
        builtins,
        folderRoute: file.folderRoute
      }
      const [asModule, asContent] = await Promise.all([
        compileMdx(options),
        compileMdx({ ...options, staticContent: true })
      ])
      expect(asContent.diagnostics, file.display).toEqual(asModule.diagnostics)
      expect([asContent.toc, asContent.links, asContent.searchSections], file.display).toEqual([
        asModule.toc,
        asModule.links,
        asModule.searchSections
      ])
      if (!asContent.staticContent) {
        expect(asContent.code, file.display).toBe(asModule.code)
        continue
      }
      qualifying++
      expect(asContent.code).toBeUndefined()
      const module = evaluateSelfContained(asModule.code!)
      expect(module, `${file.display} has static content but its module has imports`).toBeDefined()
      const route = `${file.folderRoute}/page`
      expect(render(staticContentModule(asContent.staticContent).default as ComponentType, route), file.display).toBe(
        render(module!.default as ComponentType, route)
      )
    }
    // Most pages of ordinary docs have no code of their own.
    expect(qualifying).toBeGreaterThan(files.length / 2)
  }, 300_000)

  it('pages with code of their own keep their module', async () => {
    const sources = [
      'import { Callout } from "@theguild/components"\n\n<Callout>x</Callout>\n',
      'export const n = 1\n\n{n}\n',
      'Text {1 + 1}\n',
      '<Callout {...{ type: "info" }}>x</Callout>\n',
      '<Tabs items={names}>x</Tabs>\n',
      '<h2>literal</h2>\n'
    ]
    for (const source of sources) {
      const compiled = await compileMdx({
        display: 'x.mdx',
        path: join(dir, 'x.mdx'),
        source,
        format: 'mdx',
        builtins,
        staticContent: true
      })
      expect(compiled.staticContent, source).toBeUndefined()
    }
  })
})
