import { build } from 'esbuild'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { setupModuleScope, withImportMetaUrl } from '../../../src/compile/module-scope.js'

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

describe('module scope of installed packages', () => {
  it("gives a package's CommonJS file its own __dirname and __filename, as Next's server build does (eslint's, on graphql-eslint's /play)", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'guildsite-module-scope-'))
    temp.push(dir)
    const pkg = join(dir, 'node_modules', 'reads-its-folder')
    await mkdir(pkg, { recursive: true })
    await writeFile(join(pkg, 'package.json'), '{"name":"reads-its-folder","main":"index.js"}')
    await writeFile(
      join(pkg, 'index.js'),
      "const path = require('node:path')\nexports.where = path.basename(__dirname) + '|' + path.basename(__filename)\n"
    )
    await writeFile(join(dir, 'page.js'), "import { where } from 'reads-its-folder'\nexport { where }\n")
    const out = join(dir, 'out.mjs')
    await build({
      entryPoints: [join(dir, 'page.js')],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile: out,
      logLevel: 'silent',
      plugins: [{ name: 'module-scope', setup: setupModuleScope }]
    })
    const loaded = (await import(pathToFileURL(out).href)) as { where: string }
    expect(loaded.where).toBe('reads-its-folder|index.js')
  })
})

describe("a site module's import.meta.url", () => {
  const path = '/site/app/page.tsx'
  it("is the module's own file URL, so that code reading files beside it finds them", () => {
    const code = "const here = fileURLToPath(new URL('./data.json', import.meta.url))\nconst self = import.meta.url\n"
    expect(withImportMetaUrl(code, path, { fileUrl: true })).toBe(
      'const here = fileURLToPath(new URL(\'./data.json\', "file:///site/app/page.tsx"))\nconst self = "file:///site/app/page.tsx"\n'
    )
    // In the browser (an island) it stays the script's own.
    expect(withImportMetaUrl(code, path, { fileUrl: false })).toBe(code)
  })

  it('an image beside it by URL is that file imported (its public URL), on one prepended line', () => {
    const code = "const og = new URL('./og.png', import.meta.url).toString()\nexport const x = 1\n"
    const given = withImportMetaUrl(code, path, { fileUrl: false })
    expect(given.split('\n')).toHaveLength(3)
    expect(given).toMatch(/^import __gsAssetFile0 from "\.\/og\.png"; function __gsAssetUrl\(path\)/)
    expect(given).toContain('const og = __gsAssetUrl(__gsAssetFile0).toString()\nexport const x = 1\n')
  })

  it('is left as it is in strings, template text, comments and regular expressions: the words a page shows (o3-docs)', async () => {
    // openmrs o3-docs (Nextra 4): inline code `import.meta.url` in a page, which MDX compiles to a string:
    // the URL's quotes cut it, and the page's bundle failed ('Expected "}" but found "file"'), exit 1.
    const code = [
      'const text = _jsx(_components.code, { children: "import.meta.url" }), other = \'new URL("./a.png", import.meta.url)\'',
      '// import.meta.url in a comment /* and */ a `template ${import.meta.url} import.meta.url`',
      'const re = /import.meta.url[\'"]/g, ratio = a / b / import.meta.url.length',
      'const own = import.meta.url'
    ].join('\n')
    const given = withImportMetaUrl(code, path, { fileUrl: true })
    const url = '"file:///site/app/page.tsx"'
    expect(given.split('\n')).toEqual([
      'const text = _jsx(_components.code, { children: "import.meta.url" }), other = \'new URL("./a.png", import.meta.url)\'',
      '// import.meta.url in a comment /* and */ a `template ${import.meta.url} import.meta.url`',
      `const re = /import.meta.url['"]/g, ratio = a / b / ${url}.length`,
      `const own = ${url}`
    ])
    const template = withImportMetaUrl(
      'const t = `a ${import.meta.url} import.meta.url ${`${import.meta.url}`}`',
      path,
      {
        fileUrl: true
      }
    )
    // (A JSX closing tag before it on the line is no regular expression: a site's .jsx file is read before esbuild.)
    expect(
      withImportMetaUrl("const el = <p>Hi</p>; const img = new URL('./a.json', import.meta.url)", path, {
        fileUrl: true
      })
    ).toBe(`const el = <p>Hi</p>; const img = new URL('./a.json', ${url})`)
    expect(template).toBe(`const t = \`a \${${url}} import.meta.url \${\`\${${url}}\`}\``)
    // (Still valid JavaScript: esbuild reads it.)
    await expect(
      build({
        stdin: { contents: given + '\nexport { text, other, re, ratio, own }' },
        write: false,
        logLevel: 'silent'
      })
    ).resolves.toBeTruthy()
  })
})
