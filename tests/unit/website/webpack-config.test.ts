import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'
import { readWebsiteFolder, type WebsiteFolder } from '../../../src/config/website-folder.js'
import { websiteBundlePlugins } from '../../../src/website/bundle-plugins.js'
import { webpackAliasesPlugin } from '../../../src/website/webpack-config.js'

// A Next config's `webpack(config, options)` is called as Next calls it, once for the server and
// once for the browser, with a stand-in of Next's config: the aliases and fallbacks it sets are read
// (tests/e2e/islands/islands-installed.test.ts: they apply in the browser). A function that cannot
// run is one warning at its line, and the site builds without it.

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

async function site(
  nextConfig: string,
  files: Record<string, string> = {},
  configName = 'next.config.mjs'
): Promise<WebsiteFolder & { dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-webpack-config-'))
  temp.push(dir)
  const all: Record<string, string> = {
    'pages/index.mdx': '# Home\n',
    'package.json': JSON.stringify({ dependencies: { nextra: '3.3.1', 'nextra-theme-docs': '3.3.1' } }),
    [configName]: nextConfig,
    ...files
  }
  for (const [path, text] of Object.entries(all)) {
    await mkdir(join(dir, path, '..'), { recursive: true })
    await writeFile(join(dir, path), text)
  }
  return { ...(await readWebsiteFolder(dir)), dir }
}

describe("a Next config's webpack()", () => {
  it('gives its aliases (exact `$` ones, `false`) and fallbacks, per build, from files beside the config', async () => {
    const folder = await site(
      `import { createRequire } from 'node:module'
import webpack from 'webpack'
const require = createRequire(import.meta.url)
export default {
  webpack(config, { isServer, webpack: given }) {
    config.plugins.push(new webpack.IgnorePlugin({ resourceRegExp: /x/ }), new given.DefinePlugin({ A: '1' }))
    config.resolve.alias = {
      ...config.resolve.alias,
      'lib-a': require.resolve('lib-a').replace(/api\\.js$/, 'browser.js'),
      'exact-only$': 'lib-a',
      canvas: false
    }
    if (!isServer) config.resolve.fallback = { ...config.resolve.fallback, fs: false, 'lib-b': 'lib-a/fallback.js' }
    return config
  }
}
`,
      {
        'node_modules/lib-a/package.json': JSON.stringify({ name: 'lib-a', main: 'api.js' }),
        'node_modules/lib-a/api.js': 'export const entry = "api"\n',
        'node_modules/lib-a/browser.js': 'export const entry = "browser"\n',
        'node_modules/lib-a/fallback.js': 'export const entry = "fallback"\n'
      }
    )
    expect(folder.diagnostics).toEqual([])
    const browserFile = join(folder.dir, 'node_modules/lib-a/browser.js')
    expect(folder.webpackAliases?.server).toEqual({
      alias: [
        { name: 'lib-a', exact: false, targets: [browserFile] },
        { name: 'exact-only', exact: true, targets: ['lib-a'] },
        { name: 'canvas', exact: false, targets: false }
      ],
      fallback: []
    })
    expect(folder.webpackAliases?.client.fallback).toEqual([
      { name: 'fs', exact: false, targets: false },
      { name: 'lib-b', exact: false, targets: ['lib-a/fallback.js'] }
    ])
    expect(folder.notes.find(note => note.key === 'webpack')).toMatchObject({
      action: 'read',
      detail: expect.stringContaining('(lib-a, exact-only, canvas, lib-b)')
    })

    // Applied as webpack's resolver does: `name` and `name/…`, `name$` only itself, a fallback only for what resolves nowhere.
    await writeFile(
      join(folder.dir, 'entry.js'),
      "import { entry } from 'lib-a'\nimport { entry as b } from 'lib-b'\nimport * as canvas from 'canvas'\n" +
        'console.log(entry, b, Object.keys(canvas).length)\n'
    )
    const out = await build({
      absWorkingDir: folder.dir,
      entryPoints: [join(folder.dir, 'entry.js')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      logLevel: 'silent',
      plugins: [webpackAliasesPlugin(folder.webpackAliases!)]
    })
    const text = out.outputFiles[0].text
    expect(text).toContain('"browser"')
    expect(text).toContain('"fallback"')
    expect(text).not.toContain('"api"')
  })

  it('that throws is a warning at its line, and the rest of the config is read', async () => {
    const folder = await site(
      `export default {
  basePath: '/docs',
  webpack(config) {
    const { test, ...imageLoader } = config.module.rules.find(rule => rule.test?.test?.('.mdx'))
    return config
  }
}
`
    )
    expect(folder.webpackAliases).toBeUndefined()
    expect(folder.raw.basePath).toBe('/docs')
    expect(folder.diagnostics).toHaveLength(1)
    expect(folder.diagnostics[0]).toMatchObject({
      code: 'CONFIG_LOAD',
      severity: 'warning',
      file: 'next.config.mjs',
      line: 3,
      column: 3
    })
    expect(folder.diagnostics[0].message).toMatch(
      /^webpack\(\) could not be evaluated: .+; its resolve\.alias is not used/
    )
  })

  it('resolving a package that is not installed (a folder without node_modules): the warning says to install them', async () => {
    const folder = await site(`import { createRequire } from 'node:module'
const require = createRequire(import.meta.url)
export default {
  webpack(config) {
    config.resolve.alias.esquery = require.resolve('esquery')
    return config
  }
}
`)
    expect(folder.diagnostics).toHaveLength(1)
    expect(folder.diagnostics[0]).toMatchObject({ code: 'CONFIG_LOAD', line: 4, column: 3 })
    expect(folder.diagnostics[0].message).toContain("Cannot find module 'esquery'")
    expect(folder.diagnostics[0].hint).toMatch(/install them \(npm install\)/)
  })

  it("an alias to a file the installed package lacks is a warning at the alias's key (graphql-eslint's `browser.js`)", async () => {
    // graphql-eslint's website replaces `cjs/index.js` with `browser.js`, the layout of its monorepo's
    // build; the published @graphql-eslint/eslint-plugin 4.3.0 has `index.browser.js` instead. Next's build
    // stops there; guildsite resolves the package as installed, so the author must hear of it.
    const folder = await site(
      `import { createRequire } from 'node:module'
import path from 'node:path'
const require = createRequire(import.meta.url)
export default {
  webpack(config) {
    config.resolve.alias = {
      ...config.resolve.alias,
      '@scope/plugin': require.resolve('@scope/plugin').replace(\`cjs\${path.sep}index.js\`, 'browser.js'),
      present: require.resolve('@scope/plugin').replace(/index\\.js$/, 'other'),
      folder: path.dirname(require.resolve('@scope/plugin'))
    }
    return config
  }
}
`,
      {
        'node_modules/@scope/plugin/package.json': JSON.stringify({ name: '@scope/plugin', main: 'cjs/index.js' }),
        'node_modules/@scope/plugin/cjs/index.js': 'exports.entry = "node"\n',
        'node_modules/@scope/plugin/cjs/other.js': 'exports.entry = "other"\n',
        'node_modules/@scope/plugin/index.browser.js': 'export const entry = "browser"\n'
      }
    )
    // (`other` is found with webpack's extensions, a folder is a folder: only the first is absent.)
    expect(folder.diagnostics).toHaveLength(1)
    expect(folder.diagnostics[0]).toMatchObject({
      code: 'CONFIG_LOAD',
      severity: 'warning',
      file: 'next.config.mjs',
      line: 8,
      column: 7
    })
    expect(folder.diagnostics[0].message).toBe(
      "webpack() aliases @scope/plugin to node_modules/@scope/plugin/browser.js, where there is no file; imports of @scope/plugin resolve as installed (Next's build stops: Module not found)"
    )
    expect(folder.webpackAliases?.client.alias.map(alias => alias.name)).toEqual(['@scope/plugin', 'present', 'folder'])
  })

  it("gets Next's image rule to take SVGs out of (graphql-eslint's next.config)", async () => {
    const folder = await site(`export default {
  webpack(config) {
    const { test: _test, ...imageLoaderOptions } = config.module.rules.find(rule => rule.test?.test?.('.svg'))
    config.module.rules.push({ test: /\\.svg$/, oneOf: [{ resourceQuery: /svgr/, use: ['@svgr/webpack'] }, imageLoaderOptions] })
    config.resolve.alias.esquery = 'esquery/dist/esquery.min.js'
    return config
  }
}
`)
    expect(folder.diagnostics).toEqual([])
    expect(folder.webpackAliases?.client.alias).toEqual([
      { name: 'esquery', exact: false, targets: ['esquery/dist/esquery.min.js'] }
    ])
  })

  it("gives the files its module.rules read as text (`asset/source`, `raw-loader`) as their text (rhesis' `.jsonl` glossary)", async () => {
    // rhesis-ai/rhesis docs (Nextra 4): `config.module.rules.push({ test: /\.jsonl$/, type: 'asset/source' })`,
    // and a client component's `import glossaryDataRaw from '…/glossary-terms.jsonl'`: without the rule
    // esbuild had no loader for `.jsonl` and the whole build failed (BUNDLE_ERROR). A rule over files
    // guildsite reads itself (`.md` pages) is left alone.
    const folder = await site(`export default {
  webpack(config) {
    config.module.rules.push({ test: /\\.jsonl$/, type: 'asset/source' })
    config.module.rules.push({ test: /\\.(txt|graphql)$/, use: ['raw-loader'] })
    config.module.rules.push({ test: /\\.md$/, use: [{ loader: 'raw-loader' }] })
    return config
  }
}
`)
    expect(folder.diagnostics).toEqual([])
    expect(folder.webpackAliases?.textFiles).toEqual(['\\.jsonl$', '\\.(txt|graphql)$'])
    expect(folder.notes.find(note => note.key === 'webpack')?.detail).toContain("module.rules giving a file's text")
    await writeFile(join(folder.dir, 'terms.jsonl'), '{"term":"Organization"}\n{"term":"Project"}\n')
    await writeFile(join(folder.dir, 'schema.graphql'), 'type Query { hello: String }\n')
    await writeFile(
      join(folder.dir, 'entry.js'),
      "import terms from './terms.jsonl'\nimport schema from './schema.graphql'\n" +
        "console.log(terms.trim().split('\\n').map(line => JSON.parse(line).term).join(), schema)\n"
    )
    const out = await build({
      absWorkingDir: folder.dir,
      entryPoints: [join(folder.dir, 'entry.js')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      logLevel: 'silent',
      plugins: websiteBundlePlugins({ webpackAliases: folder.webpackAliases! })
    })
    const text = out.outputFiles[0].text
    expect(text).toContain('{"term":"Organization"}')
    expect(text).toContain('type Query { hello: String }')
  })

  it("gives an import its file's text by its query (`?raw`), and `require.resolve` in a CommonJS config (react-rx)", async () => {
    // sanity-io/react-rx website (Nextra 2.13): a CommonJS next.config whose webpack() sets
    // `'react-rx': require.resolve('../src/index.ts')` and pushes `{ test: /\.(js|ts)x?$/, resourceQuery: /raw/,
    // use: 'raw-loader' }`; its examples `import Ticker from './Ticker.tsx?raw'` for a sandbox. Before:
    // CONFIG_LOAD "__require.resolve is not a function" (the whole webpack() lost), then 4 BUNDLE_ERRORs (No
    // matching export … for import "default": the file bundled as code) and exit 1. The folder copied alone,
    // `../src/index.ts` is absent: the alias is read and reported as pointing at nothing, as Next would stop there.
    const folder = await site(
      `module.exports = {
  webpack(config) {
    config.resolve.alias = { ...config.resolve.alias, 'react-rx': require.resolve('../src/index.ts'), local: require.resolve('./lib/local.js') }
    config.module.rules.push({ test: /\\.(js|ts)x?$/, resourceQuery: /raw/, use: 'raw-loader' })
    return config
  }
}
`,
      { 'lib/local.js': 'export const local = 1\n' },
      'next.config.js'
    )
    expect(folder.webpackAliases?.server.alias).toEqual([
      { name: 'react-rx', exact: false, targets: [join(folder.dir, '../src/index.ts')] },
      { name: 'local', exact: false, targets: [join(folder.dir, 'lib/local.js')] }
    ])
    expect(folder.diagnostics.map(d => `${d.code} ${d.message}`)).toEqual([
      expect.stringMatching(/^CONFIG_LOAD webpack\(\) aliases react-rx to .*src\/index\.ts, where there is no file/)
    ])
    expect(folder.webpackAliases?.textQueries).toEqual([{ query: ['raw', ''], test: ['\\.(js|ts)x?$', ''] }])
    await writeFile(join(folder.dir, 'Ticker.tsx'), 'export function Ticker() { return "tick-tock" }\n')
    await writeFile(join(folder.dir, 'notes.graphql'), 'type Query { a: Int }\n')
    await writeFile(
      join(folder.dir, 'entry.js'),
      "import Ticker from './Ticker.tsx?raw'\nimport { Ticker as Code } from './Ticker.tsx'\nconsole.log(Ticker, Code)\n"
    )
    const out = await build({
      absWorkingDir: folder.dir,
      entryPoints: [join(folder.dir, 'entry.js')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      logLevel: 'silent',
      plugins: websiteBundlePlugins({ webpackAliases: folder.webpackAliases! })
    })
    const text = out.outputFiles[0].text
    // (The file's text as a string, and the same file imported without the query still its code.)
    expect(text).toContain(`Ticker_default = 'export function Ticker() { return "tick-tock" }\\n'`)
    expect(text).toMatch(/function Ticker\(\) \{\s*return "tick-tock";/)
    // (A query the rule does not match, or a file its `test` does not take, is not text.)
    await writeFile(join(folder.dir, 'entry2.js'), "import notes from './notes.graphql?raw'\nconsole.log(notes)\n")
    const other = await build({
      absWorkingDir: folder.dir,
      entryPoints: [join(folder.dir, 'entry2.js')],
      bundle: true,
      write: false,
      logLevel: 'silent',
      plugins: websiteBundlePlugins({ webpackAliases: folder.webpackAliases! })
    }).catch((error: { errors: { text: string }[] }) => error.errors[0].text)
    expect(other).toMatch(/No loader is configured for "\.graphql" files/)
  })

  it("wrapping the webpack() withNextra() gave the config (Doenet's docs, Nextra 3)", async () => {
    // (Doenet/DoenetML packages/docs-nextra: `const nextraWebpackConfig = fullConfig.webpack; fullConfig.webpack =
    // (config, options) => { const newConfig = nextraWebpackConfig(config, options); … }` — CONFIG_LOAD
    // "nextraWebpackConfig is not a function", its aliases lost.)
    const folder = await site(`import nextraConfig from 'nextra'
const fullConfig = nextraConfig({ theme: 'nextra-theme-docs', themeConfig: './theme.config.tsx' })({ output: 'export' })
const nextraWebpackConfig = fullConfig.webpack
fullConfig.webpack = (config, options) => {
  const newConfig = nextraWebpackConfig(config, options)
  newConfig.optimization.minimize = false
  newConfig.resolve.alias = { ...newConfig.resolve.alias, 'one-react': 'react' }
  return newConfig
}
export default fullConfig
`)
    expect(folder.diagnostics).toEqual([])
    expect(folder.webpackAliases?.server.alias).toEqual([{ name: 'one-react', exact: false, targets: ['react'] }])
    // (withNextra()'s own webpack alone is nothing of the site's: not called, not in the notes.)
    const plain = await site(`import nextra from 'nextra'\nexport default nextra({ theme: 'nextra-theme-docs' })({})\n`)
    expect(plain.diagnostics).toEqual([])
    expect(plain.webpackAliases).toBeUndefined()
    expect(plain.notes.filter(note => note.key === 'webpack')).toEqual([])
  })
})
