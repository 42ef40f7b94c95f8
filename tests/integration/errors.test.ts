import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import fg from 'fast-glob'
import { afterAll, describe, expect, it } from 'vitest'
import { BIN, REPO, runCli, type CliResult } from '../helpers/cli.js'
import { withStageHooks } from '../helpers/stage-hooks-env.js'
import { outputLeftovers } from '../helpers/output-leftovers.js'

/**
 * Every bad input of issue 8, built by the real `guildsite` bin: exit code, the exact stderr (pinned
 * in tests/errors/<case>/stderr.txt, temporary paths shown as <tmp>), no stack trace, and the
 * previous output left as it was. A case is a small site in tests/errors/<case>/site, or generated
 * here when it cannot live in git (bytes, symlinks, sizes).
 */

const CASES_DIR = join(REPO, 'tests/errors')
const CONFIG =
  JSON.stringify({ siteName: 'Test', docsRepositoryBase: 'https://github.com/the-guild-org/test/tree/main' }, null, 2) +
  '\n'
const PREVIOUS = '<!DOCTYPE html><title>previous build</title>\n'

interface ErrorCase {
  name: string
  exit: 0 | 1
  /** Writes the site into `site` (generated cases); otherwise tests/errors/<name>/site is copied. */
  generate?: (site: string, root: string) => Promise<void>
  /** Extra arguments after `build <site> --no-cache`. */
  args?: (site: string, root: string) => string[]
  /** Extra environment of the build. */
  env?: Record<string, string>
  /** Runs the build itself (a case that acts while the build runs); `runCli` otherwise. */
  run?: (site: string, args: string[]) => Promise<CliResult>
  /** Further checks on a built case. */
  check?: (site: string, root: string, result: CliResult) => Promise<void>
  timeout?: number
}

async function writeSite(site: string, files: Record<string, string | Uint8Array>): Promise<void> {
  for (const [path, content] of Object.entries({
    'guildsite.config.json': CONFIG,
    'pages/index.mdx': '# Home\n\nWelcome.\n',
    ...files
  })) {
    await mkdir(dirname(join(site, path)), { recursive: true })
    await writeFile(join(site, path), content)
  }
}

/** A 5 MB page of ordinary documentation: headings, paragraphs, lists, links and code. */
function bigPage(): string {
  const parts = ['# A very long page\n\n']
  let size = 0
  for (let i = 0; size < 5 * 1024 * 1024; i++) {
    const part =
      `## Section ${i}\n\nParagraph ${i} of a page that goes on and on: lorem ipsum dolor sit amet, consectetur adipiscing elit, ` +
      `sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. See [the top](#a-very-long-page).\n\n` +
      (i % 10 === 0
        ? `- first point of ${i}\n- second point with \`code\`\n\n\`\`\`js\nconst section = ${i}\n\`\`\`\n\n`
        : '')
    parts.push(part)
    size += part.length
  }
  return parts.join('')
}

/** Every href/src of the built HTML, every sitemap URL and every search hit URL. */
async function builtUrls(out: string): Promise<string[]> {
  const urls: string[] = []
  for (const file of await fg('**/*.html', { cwd: out })) {
    const html = await readFile(join(out, file), 'utf8')
    for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) urls.push(match[1])
  }
  const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8')
  for (const match of sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)) urls.push(match[1])
  return urls
}

const LF_PAGES: Record<string, string> = {
  'pages/_meta.json': '{\n  "index": "Home",\n  "guide": { "title": "The guide" }\n}\n',
  'pages/guide.md':
    '---\ntitle: Guide\ndescription: Line endings\n---\n\n# Guide\n\n## Steps\n\n- one\n- two\n\n```js\nconst a = 1\n```\n\n> [!NOTE]\n> A note.\n',
  'pages/index.mdx':
    '---\ntitle: Home\n---\n\n# Home\n\n<Callout type="info">\n  Read the [guide](/guide#steps).\n</Callout>\n'
}

const CASES: ErrorCase[] = [
  { name: 'config-syntax-json', exit: 1 },
  { name: 'config-syntax-ts', exit: 1 },
  { name: 'config-wrong-type', exit: 1 },
  { name: 'config-unknown-key', exit: 1 },
  { name: 'content-missing', exit: 1 },
  { name: 'content-empty', exit: 1 },
  { name: 'public-not-folder', exit: 1 },
  { name: 'front-matter-yaml', exit: 1 },
  { name: 'front-matter-schema', exit: 1 },
  { name: 'mdx-unclosed-tag', exit: 1 },
  { name: 'mdx-bad-expression', exit: 1 },
  { name: 'mdx-three-files', exit: 1 },
  { name: 'unknown-component', exit: 0 },
  { name: 'meta-invalid-json', exit: 1 },
  { name: 'meta-ts-throws', exit: 0 },
  { name: 'meta-wrong-type', exit: 1 },
  { name: 'duplicate-routes', exit: 1 },
  { name: 'broken-link', exit: 1 },
  { name: 'broken-anchor', exit: 0 },
  { name: 'component-throws', exit: 1 },
  { name: 'esbuild-error', exit: 1 },
  { name: 'module-throws', exit: 1 },
  { name: 'every-stage', exit: 1 },
  {
    name: 'not-utf8',
    exit: 1,
    generate: site =>
      writeSite(site, {
        'pages/cafe.md': Buffer.concat([Buffer.from('# Caf'), Buffer.from([0xe9]), Buffer.from('\n\nOpen all day.\n')])
      })
  },
  {
    name: 'binary-page',
    exit: 1,
    generate: site =>
      writeSite(site, {
        'pages/logo.mdx': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d])
      })
  },
  {
    name: 'deep-list',
    exit: 1,
    generate: site =>
      writeSite(site, {
        'pages/deep.md':
          '# Deep\n\n' + Array.from({ length: 5000 }, (_, i) => `${'  '.repeat(i)}- level ${i + 1}\n`).join('')
      })
  },
  {
    name: 'deep-blockquote',
    exit: 1,
    generate: site => writeSite(site, { 'pages/quote.md': `# Quote\n\n${'>'.repeat(5000)} deepest\n` })
  },
  {
    // Not a list or block quote: the parser's own recursion overflows, caught as a diagnostic.
    name: 'deep-html',
    exit: 1,
    generate: site =>
      writeSite(site, { 'pages/boxes.md': `# Boxes\n\n${'<div>'.repeat(5000)}core${'</div>'.repeat(5000)}\n` })
  },
  {
    name: 'page-5mb',
    exit: 0,
    timeout: 900_000,
    generate: site => writeSite(site, { 'pages/long.md': bigPage() }),
    check: async site => {
      const html = await readFile(join(site, 'dist/long/index.html'), 'utf8')
      expect(html).toContain('Section 18000')
    }
  },
  {
    name: 'symlink-loop',
    exit: 0,
    generate: async site => {
      await writeSite(site, { 'pages/docs/intro.md': '# Intro\n' })
      await symlink('b.md', join(site, 'pages/a.md'))
      await symlink('a.md', join(site, 'pages/b.md'))
      await symlink('..', join(site, 'pages/docs/again'))
    }
  },
  {
    name: 'symlink-outside',
    exit: 0,
    generate: async (site, root) => {
      await writeSite(site, {})
      await writeFile(join(root, 'secret.md'), '# Not part of the site\n')
      await symlink(join(root, 'secret.md'), join(site, 'pages/secret.md'))
    },
    check: async site => expect(existsSync(join(site, 'dist/secret'))).toBe(false)
  },
  {
    name: 'output-unwritable',
    exit: 1,
    // A file where a folder of the output path should be: unwritable even for root, unlike chmod.
    generate: async (site, root) => {
      await writeSite(site, {})
      await writeFile(join(root, 'blocker'), 'a file, not a folder\n')
    },
    args: (_site, root) => ['--out', join(root, 'blocker/dist'), '--force']
  },
  {
    name: 'bom-crlf',
    exit: 0,
    generate: async (site, root) => {
      const crlf = Object.fromEntries(
        Object.entries(LF_PAGES).map(([path, text]) => [path, '\uFEFF' + text.replaceAll('\n', '\r\n')])
      )
      await writeSite(site, { ...crlf, 'guildsite.config.json': '\uFEFF' + CONFIG.replaceAll('\n', '\r\n') })
      await writeSite(join(root, 'lf'), LF_PAGES)
    },
    check: async (site, root) => {
      const lf = await runCli(['build', join(root, 'lf'), '--no-cache'])
      expect(lf.code).toBe(0)
      const files = (await fg('**/*', { cwd: join(site, 'dist') })).sort()
      expect(files).toEqual((await fg('**/*', { cwd: join(root, 'lf/dist') })).sort())
      for (const file of files)
        expect(await readFile(join(site, 'dist', file)), file).toEqual(await readFile(join(root, 'lf/dist', file)))
    }
  },
  // Issue 23: more bad input, each exit 1 with one located error and the previous output kept.
  {
    // (Issue 34: a function is Nextra 3's dynamic meta and is called; one returning no object is a warning.)
    name: 'meta-exports-function',
    exit: 0,
    generate: site => writeSite(site, { 'pages/_meta.ts': 'export default function meta() {\n  return "Home"\n}\n' })
  },
  { name: 'meta-json-array', exit: 1, generate: site => writeSite(site, { 'pages/_meta.json': '["index"]\n' }) },
  {
    name: 'meta-ts-not-object',
    exit: 1,
    generate: site => writeSite(site, { 'pages/_meta.ts': "export default 'Home'\n" })
  },
  {
    name: 'mdx-expression-throws',
    exit: 1,
    generate: site =>
      writeSite(site, {
        'pages/calc.mdx': "# Calc\n\nThe answer is {(() => { throw new Error('no answer yet') })()}.\n"
      })
  },
  {
    name: 'mdx-expression-recursion',
    exit: 1,
    generate: site => writeSite(site, { 'pages/deep.mdx': '# Deep\n\n{(function f(n) { return f(n + 1) })(0)}\n' })
  },
  {
    // A loop that never ends: the page budget (shortened here) stops it; the other pages still build.
    name: 'mdx-expression-infinite-loop',
    exit: 1,
    env: { GUILDSITE_PAGE_BUDGET_MS: '3000' },
    generate: site =>
      writeSite(site, {
        'pages/spin.mdx': '# Spin\n\nValue: {(() => { for (;;) {} })()}\n',
        'pages/other.mdx': '# Other\n'
      })
  },
  {
    name: 'default-export-not-component',
    exit: 1,
    generate: site => writeSite(site, { 'pages/num.mdx': '# Num\n\nexport default 42\n' })
  },
  {
    name: 'jsx-attribute-empty',
    exit: 1,
    generate: site => writeSite(site, { 'pages/empty.mdx': '# Empty\n\n<Callout type={}>Hi</Callout>\n' })
  },
  {
    name: 'deep-braces',
    exit: 1,
    generate: site => writeSite(site, { 'pages/braces.mdx': `# Braces\n\n${'{'.repeat(3000)}${'}'.repeat(3000)}\n` })
  },
  {
    name: 'import-json-invalid',
    exit: 1,
    generate: site =>
      writeSite(site, {
        'pages/data.mdx': "import data from './data.json'\n\n# Data {data.a}\n",
        'pages/data.json': '{ "a": 1, }'
      })
  },
  {
    name: 'front-matter-title-object',
    exit: 1,
    generate: site => writeSite(site, { 'pages/t.md': '---\ntitle:\n  nested: true\n---\n\n# T\n' })
  },
  {
    name: 'front-matter-alias-bomb',
    exit: 1,
    generate: site => {
      const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
      for (let i = 1; i < 9; i++)
        levels.push(
          `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
            .fill(`*${String.fromCharCode(96 + i)}`)
            .join(',')}]`
        )
      return writeSite(site, { 'pages/bomb.md': `---\n${levels.join('\n')}\n---\n\n# Bomb\n` })
    }
  },
  {
    name: 'config-ts-throws',
    exit: 1,
    generate: async site => {
      await writeSite(site, {
        'guildsite.config.ts':
          "const env = process.env.GUILDSITE_NOT_SET!\nexport default { siteName: env.trim(), docsRepositoryBase: 'https://github.com/a/b' }\n"
      })
      await rm(join(site, 'guildsite.config.json'))
    }
  },
  {
    name: 'config-missing-required',
    exit: 1,
    generate: site =>
      writeSite(site, { 'guildsite.config.json': '{ "docsRepositoryBase": "https://github.com/a/b" }\n' })
  },
  {
    // Refused by size before any parser sees it.
    name: 'page-50mb',
    exit: 1,
    generate: site =>
      writeSite(site, {
        'pages/huge.md': '# Huge\n\n' + 'All work and no play makes a very long page. '.repeat(50 * 1024 * 24) + '\n'
      })
  },
  {
    // Listed by the scan, removed before it was read (the build paused in between).
    name: 'file-removed-while-reading',
    exit: 1,
    generate: site => writeSite(site, { 'pages/gone.md': '# Soon gone\n' }),
    env: withStageHooks({ GUILDSITE_TEST_PAUSE_AT: 'read' }),
    run: (site, args) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [BIN, ...args], {
          cwd: REPO,
          env: { ...process.env, NO_COLOR: '1', ...withStageHooks({ GUILDSITE_TEST_PAUSE_AT: 'read' }) }
        })
        let stdout = ''
        let stderr = ''
        child.stdout.on('data', chunk => (stdout += chunk))
        child.stderr.on('data', async chunk => {
          stderr += chunk
          if (!stderr.includes('guildsite:paused read') || !child.stdin.writable) return
          await rm(join(site, 'pages/gone.md'))
          child.stdin.end('go\n')
        })
        child.on('error', reject)
        child.on('close', code => resolve({ code, stdout, stderr: stderr.replace('guildsite:paused read\n', '') }))
      })
  },
  {
    name: 'names-spaces-non-ascii',
    exit: 0,
    generate: site =>
      writeSite(site, {
        'guildsite.config.json': JSON.stringify({ ...JSON.parse(CONFIG), siteUrl: 'https://docs.example.com' }),
        'pages/index.mdx':
          '# Home\n\n[Café](/caf%C3%A9), [the team](./%C3%BCber%20uns/the%20team#r%C3%A9sum%C3%A9) and [100%](/100%25%20done).\n',
        'pages/café.md': '# Café au lait\n\n[Naïve](./naïve%20page)\n',
        'pages/naïve page.md': '# Naïve\n\n## Résumé\n',
        'pages/über uns/the team.mdx': '# The team\n\n## Résumé\n',
        'pages/100% done.md': '# Done\n'
      }),
    check: async site => {
      const urls = await builtUrls(join(site, 'dist'))
      const local = urls.filter(url => url.startsWith('/') || url.startsWith('https://docs.example.com'))
      expect(local.length).toBeGreaterThan(10)
      // Valid URLs: printable ASCII only, no spaces, every page link percent-encoded.
      expect(local.filter(url => !/^[\x21-\x7e]+$/.test(url))).toEqual([])
      for (const route of ['/caf%C3%A9', '/na%C3%AFve%20page', '/%C3%BCber%20uns/the%20team', '/100%25%20done']) {
        expect(local).toContain(route)
        expect(local).toContain(`https://docs.example.com${route}`)
      }
      // The search hits link the same URLs.
      const { SearchEngine } = await import('../../src/shared/search/engine.js')
      const { readSearchFile } = await import('../../src/shared/search/format.js')
      const dist = join(site, 'dist')
      const engine = await SearchEngine.load('http://site/_gs/search/en-US.json', async (url: string) =>
        readSearchFile(await readFile(join(dist, new URL(url).pathname)))
      )
      const hits = await engine.search('résumé')
      expect(hits.map(hit => hit.url).sort()).toEqual(
        ['/na%C3%AFve%20page#résumé', '/%C3%BCber%20uns/the%20team#résumé'].sort()
      )
    }
  }
]

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

/** Builds the case in a temporary copy whose `dist` holds a previous build. */
async function runCase(errorCase: ErrorCase): Promise<{ root: string; site: string; result: CliResult }> {
  const root = await mkdtemp(join(tmpdir(), 'guildsite-errors-'))
  temp.push(root)
  const site = join(root, 'site')
  if (errorCase.generate) await errorCase.generate(site, root)
  else await cp(join(CASES_DIR, errorCase.name, 'site'), site, { recursive: true })
  await mkdir(join(site, 'dist'), { recursive: true })
  await writeFile(join(site, 'dist/index.html'), PREVIOUS)
  const args = ['build', site, '--no-cache', ...(errorCase.args?.(site, root) ?? [])]
  const result = errorCase.run ? await errorCase.run(site, args) : await runCli(args, { env: errorCase.env })
  return { root, site, result }
}

describe.concurrent('every bad input gets a clear error (issue 8)', () => {
  for (const errorCase of CASES) {
    it(
      errorCase.name,
      async ({ expect }) => {
        const { root, site, result } = await runCase(errorCase)
        const stderr = result.stderr.replaceAll(root, '<tmp>')
        await expect(stderr).toMatchFileSnapshot(join(CASES_DIR, errorCase.name, 'stderr.txt'))
        expect(result.code, stderr).toBe(errorCase.exit)
        // No stack traces without --debug.
        expect(stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
        if (errorCase.exit === 1) {
          // The previous output is untouched, and nothing was left next to it.
          expect(await readdir(join(site, 'dist'))).toEqual(['index.html'])
          expect(await readFile(join(site, 'dist/index.html'), 'utf8')).toBe(PREVIOUS)
        }
        expect(outputLeftovers(join(site, 'dist'))).toEqual([])
        await errorCase.check?.(site, root, result)
      },
      errorCase.timeout ?? 120_000
    )
  }
})
