import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO } from '../../helpers/cli.js'

// From dist/, as the build runs them.
const { compileMdx } = (await import(
  '../../../dist/src/compile/compile-mdx.js' as string
)) as typeof import('../../../src/compile/compile-mdx.js')
const { BUILTIN_COMPONENTS } = (await import(
  '../../../dist/templates/mdx-provider.js' as string
)) as typeof import('../../../templates/mdx-provider.js')

// A site whose theme config overrides `h1` and `a` (tests/fixtures/website-theme-elements): a page
// where neither appears keeps the static-content path (no module, no import of the config); a page
// with one takes the config's elements.
const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))
const file = join(REPO, 'tests/fixtures/website-theme-elements/theme.config.tsx')
const compile = (source: string, names: string[] = []) =>
  compileMdx({
    display: 'x.mdx',
    path: join(REPO, 'tests/fixtures/website-theme-elements/pages/x.mdx'),
    source,
    format: 'mdx',
    builtins,
    staticContent: true,
    siteComponents: { file, names, elements: ['a', 'h1'], importName: 'default' }
  })

describe("a theme config's element overrides and the static-content path", () => {
  it('keeps a page where no overridden element appears static', async () => {
    for (const source of ['Words only.\n\n## A section\n\n- a list\n', '```js\nconst a = 1\n```\n']) {
      const compiled = await compile(source)
      expect(compiled.staticContent, source).toBeDefined()
      expect(compiled.code, source).toBeUndefined()
    }
  })

  it('compiles a page with an overridden element (Markdown or JSX) to a module that takes them', async () => {
    for (const source of ['# Title\n', 'See [x](/x).\n', 'Text <a href="/x">x</a>.\n', '<h1>Literal</h1>\n']) {
      const compiled = await compile(source)
      expect(compiled.staticContent, source).toBeUndefined()
      expect(compiled.code, source).toContain('__gsThemeElements')
    }
  })

  it('compiles a page using one of its named components to a module, whatever its elements', async () => {
    const compiled = await compile('<Shout>x</Shout>\n', ['Shout'])
    expect(compiled.staticContent).toBeUndefined()
    expect(compiled.code).toContain('__gsSiteComponent')
  })
})
