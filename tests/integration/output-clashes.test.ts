import { existsSync, readFileSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'

// Issue 34 (site item 1): two output files that want one path — a redirect whose source is a page's
// Markdown copy (the graphql-modules website redirects /docs/api.md → /docs/api), a public file where
// a page is written — sank the whole build with EISDIR halfway through the write. Every clash is found
// before writing: the page or the site's own file is kept, the other skipped with a warning at its line.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

const NEXT_CONFIG = `export default {
  redirects: async () => [
    { source: '/docs/api.md', destination: '/docs/api', permanent: true },
    { source: '/logo.png', destination: '/', permanent: true },
    { source: '/docs/old', destination: '/docs/api', permanent: true }
  ]
}
`

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'clashes', dependencies: { next: '14.2.0', nextra: '3.3.1' } }),
  'next.config.mjs': NEXT_CONFIG,
  'pages/index.mdx': '# Home\n\n[API](/docs/api)\n',
  'pages/docs/index.mdx': '# Docs\n\nThe docs index.\n',
  'pages/docs/api.mdx': '# API\n\nThe API reference.\n',
  'pages/docs/intro.mdx': '# Intro\n\nThe introduction.\n',
  'pages/docs/guide/index.mdx': '# Guide\n\nThe guide.\n',
  // A file where the page /docs/guide needs a folder.
  'public/docs/guide': 'a public file named like a page folder',
  // The same path as the page /docs.
  'public/docs/index.html': '<p>a public page</p>',
  // The same path as the page /docs/intro's Markdown copy: the site's own file is kept.
  'public/docs/intro.md': 'the public intro.md',
  'public/logo.png': 'not really a png'
}

async function site(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-clashes-'))
  temp.push(dir)
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(dir, 'site', path)), { recursive: true })
    await writeFile(join(dir, 'site', path), text)
  }
  return dir
}

const warnings = (stderr: string) =>
  [...stderr.matchAll(/^(\S+) - warning (\w+) (.*)$/gm)].map(m => `${m[1]} ${m[2]} ${m[3]}`)

describe('output paths that clash', async () => {
  const dir = await site()
  const out = join(dir, 'out')
  const cold = await runCli(['build', join(dir, 'site'), '--out', out, '--force'])
  const coldFiles = new Map(
    ['docs/api.md', 'docs/index.html', 'docs/guide/index.html', 'docs/intro.md', 'logo.png'].map(path => [
      path,
      readFileSync(join(out, path), 'utf8')
    ])
  )
  // A warm build (the previous output reused) meets the same clashes.
  await writeFile(join(dir, 'site/pages/docs/intro.mdx'), '# Intro\n\nThe introduction, edited.\n')
  const warm = await runCli(['build', join(dir, 'site'), '--out', out, '--force'])

  it('builds with exit 0 and writes every page', () => {
    expect(cold.stderr).not.toMatch(/ - error /)
    expect(cold.code).toBe(0)
    expect(readFileSync(join(out, 'docs/index.html'), 'utf8')).toContain('The docs index.')
    expect(readFileSync(join(out, 'docs/guide/index.html'), 'utf8')).toContain('The guide.')
    expect(readFileSync(join(out, 'docs/api/index.html'), 'utf8')).toContain('The API reference.')
  })

  it("skips a redirect whose page would need a page's Markdown copy as a folder, with a warning at the redirect", () => {
    expect(coldFiles.get('docs/api.md')).toContain('The API reference.')
    expect(warnings(cold.stderr)).toContain(
      'next.config.mjs:3:16 REDIRECT_SKIPPED Redirect /docs/api.md → /docs/api is skipped: the Markdown copy docs/api.md is a file where docs/api.md/index.html needs a folder; it is kept'
    )
  })

  it('skips a redirect from a public file, which is copied', () => {
    expect(coldFiles.get('logo.png')).toBe('not really a png')
    expect(warnings(cold.stderr)).toContain(
      'next.config.mjs:4:16 REDIRECT_SKIPPED Redirect /logo.png → / is skipped: the public file logo.png is a file where logo.png/index.html needs a folder; it is kept'
    )
    // The other redirects are written.
    expect(readFileSync(join(out, 'docs/old/index.html'), 'utf8')).toContain('url=/docs/api')
  })

  it('keeps the page where a public file wants its path or its folder, with a warning at the public file', () => {
    expect(coldFiles.get('docs/index.html')).toContain('The docs index.')
    expect(coldFiles.get('docs/guide/index.html')).toContain('The guide.')
    expect(statSync(join(out, 'docs/guide')).isDirectory()).toBe(true)
    expect(warnings(cold.stderr)).toEqual(
      expect.arrayContaining([
        'public/docs/guide OUTPUT_CLASH The public file docs/guide is not copied: the page docs/guide/index.html needs docs/guide as a folder; it is kept',
        'public/docs/index.html OUTPUT_CLASH The public file docs/index.html is not copied: the page docs/index.html is written at that path; it is kept'
      ])
    )
  })

  it("keeps the site's public file where a page's Markdown copy wants its path, quietly: the site's own copy is the one it meant", () => {
    // (polaris-docs generates public/<route>.md for every page before `next build`: 44 warnings it could not act on, wild8.)
    expect(coldFiles.get('docs/intro.md')).toBe('the public intro.md')
    expect(warnings(cold.stderr).filter(line => line.includes('docs/intro.md'))).toEqual([])
  })

  it('meets the same clashes the same way when the previous output is reused', () => {
    expect(warm.stderr).not.toMatch(/ - error /)
    expect(warm.code).toBe(0)
    expect(warnings(warm.stderr).sort()).toEqual(warnings(cold.stderr).sort())
    expect(readFileSync(join(out, 'docs/intro/index.html'), 'utf8')).toContain('The introduction, edited.')
    expect(readFileSync(join(out, 'docs/intro.md'), 'utf8')).toBe('the public intro.md')
    expect(readFileSync(join(out, 'docs/api.md'), 'utf8')).toContain('The API reference.')
    expect(existsSync(join(out, 'docs/api.md/index.html'))).toBe(false)
  })
})
