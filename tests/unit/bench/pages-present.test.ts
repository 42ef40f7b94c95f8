import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs bench script without types
import { checkPagesPresent } from '../../../bench/pages-present.mjs'

// bench/pages-present.mjs lists each page of a website folder's source with the route Next/Nextra serves it at
// and whether a build's output has it (issue 34: every page of pages/, content/ and app/ written).
const root = mkdtempSync(join(tmpdir(), 'gs-pages-present-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function folder(name: string, files: Record<string, string>): string {
  const dir = join(root, name)
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true })
    writeFileSync(join(dir, rel), text)
  }
  return dir
}

interface Row {
  route: string
  status: string
}

describe('pages-present', () => {
  it('routes the pages router with locales, and finds what the output lacks', () => {
    const site = folder('n2', {
      'next.config.js': "module.exports = { i18n: { locales: ['en-US', 'zh-CN'], defaultLocale: 'en-US' } }",
      'pages/_app.tsx': '',
      'pages/_meta.en-US.json': '{}',
      'pages/index.en-US.mdx': '# Home',
      'pages/index.zh-CN.mdx': '# 首页',
      'pages/docs/guide.en-US.mdx': '# Guide',
      'pages/api/hello.ts': '',
      'pages/blog/[slug].tsx': ''
    })
    const dist = folder('n2-dist', {
      'index.html': '<h1>Home</h1>',
      'zh-CN/index.html': '<h1>首页</h1>',
      'blog/first/index.html': '<h1>First</h1>'
    })
    const { rows, summary } = checkPagesPresent(site, dist) as { rows: Row[]; summary: Record<string, number> }
    expect(rows.map(r => [r.route, r.status]).sort()).toEqual([
      ['/', 'present'],
      ['/blog/[slug]', 'dynamic'],
      ['/docs/guide', 'missing'],
      ['/zh-CN', 'present']
    ])
    expect(summary).toMatchObject({ sourcePages: 4, present: 2, missing: 1, dynamic: 1, dynamicWithOutput: 1 })
  })

  it('reads locales it cannot see in next.config from page suffixes, and top folders named as locales', () => {
    const site = folder('n2-locales', {
      'next.config.js':
        "const { locales } = require('./locales')\nmodule.exports = { i18n: { locales, defaultLocale: 'en' } }",
      'pages/faq.en.mdx': '# FAQ',
      'pages/faq.zh-CN.mdx': '# 问答',
      'pages/guide/en/index.mdx': '# Guide'
    })
    const dist = folder('n2-locales-dist', { 'faq/index.html': '', 'zh-CN/faq/index.html': '' })
    const { rows } = checkPagesPresent(site, dist) as { rows: Row[] }
    expect(rows.map(r => [r.route, r.status]).sort()).toEqual([
      ['/faq', 'present'],
      ['/guide/en', 'missing'],
      ['/zh-CN/faq', 'present']
    ])
  })

  it('routes a Nextra 4 content folder and app router, and tells a redirect from a page', () => {
    const site = folder('n4', {
      'next.config.mjs': "export default nextra({ contentDirBasePath: '/docs' })({})",
      'app/layout.tsx': '',
      'app/page.tsx': '',
      'app/(marketing)/pricing/page.tsx': '',
      'app/_parts/page.tsx': '',
      'app/docs/[[...mdxPath]]/page.tsx': '',
      'content/index.mdx': '# Docs',
      'content/start/setup.md': '# Setup'
    })
    const dist = folder('n4-dist', {
      'index.html': '<meta http-equiv="refresh" content="0; url=/docs">',
      'pricing/index.html': '<h1>Pricing</h1>',
      'docs/index.html': '<h1>Docs</h1>',
      'docs/start/setup/index.html': '<h1>Setup</h1>'
    })
    const { rows } = checkPagesPresent(site, dist) as { rows: Row[] }
    expect(rows.map(r => [r.route, r.status]).sort()).toEqual([
      ['/', 'redirect'],
      ['/docs', 'present'],
      ['/docs/start/setup', 'present'],
      ['/pricing', 'present']
    ])
  })
})
