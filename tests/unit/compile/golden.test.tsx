import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundlePages } from '../../../src/compile/bundle-pages.js'
import { compileMdx, type CompiledMdx } from '../../../src/compile/compile-mdx.js'
// The bundled pages import guildsite's compiled templates (dist/) through the package build's shims,
// which load them with Node's own loader (`require`), so the context must be those very modules: the
// test runner's `import()` would give other instances of the same files.
const requireDist = createRequire(import.meta.url)
const { BUILTIN_COMPONENTS } = requireDist(
  '../../../dist/templates/mdx-provider.js'
) as typeof import('../../../templates/mdx-provider.js')
const { RenderContextValue } = requireDist(
  '../../../dist/templates/context.js'
) as typeof import('../../../templates/context.js')
const { evaluateSelfContained } = requireDist(
  '../../../dist/src/render/self-contained.js'
) as typeof import('../../../src/render/self-contained.js')
import { REPO } from '../../helpers/cli.js'

/**
 * One folder per Markdown feature: `input.md(x)` → `expected.html` (the rendered content) and
 * `expected.json` (TOC, links, diagnostics). `UPDATE_GOLDEN=1` rewrites the expected files — review
 * the diff: the golden file is the specification of the behaviour.
 */
const ROOT = join(REPO, 'tests/golden/compile')
const cases = readdirSync(ROOT).filter(
  name => existsSync(join(ROOT, name, 'input.mdx')) || existsSync(join(ROOT, name, 'input.md'))
)
const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))

describe('golden compile fixtures', () => {
  const compiled = new Map<string, CompiledMdx>()
  const html = new Map<string, string>()
  // The same pages run without the bundler (self-contained modules, as the build's page workers do).
  const unbundled = new Map<string, string>()
  let workDir = ''
  const render = (Content: ComponentType, name: string) =>
    renderToStaticMarkup(
      <RenderContextValue.Provider
        value={{ basePath: '/base', siteUrl: '', route: '/docs/features/x', file: name, warn: () => {} }}
      >
        <Content />
      </RenderContextValue.Provider>
    )
      .replace(/></g, '>\n<')
      .trim() + '\n'

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'guildsite-golden-'))
    for (const name of cases) {
      const ext = existsSync(join(ROOT, name, 'input.mdx')) ? 'mdx' : 'md'
      const path = join(ROOT, name, `input.${ext}`)
      compiled.set(
        name,
        await compileMdx({
          display: `${name}/input.${ext}`,
          path,
          source: readFileSync(path, 'utf8'),
          format: ext,
          builtins,
          folderRoute: '/docs/features'
        })
      )
    }
    const entries = cases.flatMap(name => {
      const ext = existsSync(join(ROOT, name, 'input.mdx')) ? 'mdx' : 'md'
      const code = compiled.get(name)!.code
      return code ? [{ path: join(ROOT, name, `input.${ext}`), code }] : []
    })
    const bundle = await bundlePages({
      entries,
      siteDir: ROOT,
      workDir,
      compilePartial: async () => ({ diagnostics: [] })
    })
    for (const entry of entries) {
      const name = entry.path.split('/').at(-2)!
      html.set(name, render(bundle.modules.get(entry.path)!.default as ComponentType, name))
      const module = evaluateSelfContained(entry.code)
      if (module) unbundled.set(name, render(module.default as ComponentType, name))
    }
  })
  afterAll(() => rm(workDir, { recursive: true, force: true }))

  it.each(cases)('%s', name => {
    const result = compiled.get(name)!
    const facts = {
      toc: result.toc,
      links: result.links,
      hasMermaid: result.hasMermaid,
      diagnostics: result.diagnostics.map(d => `${d.severity} ${d.code} ${d.line}:${d.column} ${d.message}`)
    }
    const htmlFile = join(ROOT, name, 'expected.html')
    const jsonFile = join(ROOT, name, 'expected.json')
    if (process.env.UPDATE_GOLDEN) {
      writeFileSync(htmlFile, html.get(name) ?? '')
      writeFileSync(jsonFile, JSON.stringify(facts, null, 2) + '\n')
    }
    expect(html.get(name) ?? '').toBe(readFileSync(htmlFile, 'utf8'))
    expect(facts).toEqual(JSON.parse(readFileSync(jsonFile, 'utf8')))
  })

  it('pages without imports of their own render the same without the bundler', () => {
    // Pages with ESM of their own (imports, exports) must be told apart, not run half-resolved.
    expect([...unbundled.keys()].sort()).toEqual(
      cases
        .filter(name => !/^(components|export-prose|front-matter-scope|image-reference|missing-component)$/.test(name))
        .sort()
    )
    for (const [name, markup] of unbundled) expect(markup, name).toBe(html.get(name))
  })
})
