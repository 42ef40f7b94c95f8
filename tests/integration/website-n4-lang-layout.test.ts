import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'

// Nextra's swr-site (4.6, i18n) has no app/layout: its root layout is `app/[lang]/layout.tsx`, which
// awaits `params` for `lang` and adds, for English only, a remote docs folder to the `<Layout pageMap>`
// it gets from `getPageMap('/en')`, with routes that lack the locale (Nextra's proxy adds it). The
// English pages' navigation has the folder, linked where the pages are written; the Spanish ones not.
const files: Record<string, string> = {
  'package.json': JSON.stringify({
    name: 'lang-layout',
    private: true,
    dependencies: { next: '16.0.10', nextra: '4.6.1', 'nextra-theme-docs': '4.6.1' }
  }),
  'next.config.mjs': `import nextra from 'nextra'
export default nextra({ contentDirBasePath: '/' })({ i18n: { locales: ['en', 'es'], defaultLocale: 'en' } })
`,
  'app/[lang]/layout.jsx': `import { Layout, Navbar } from 'nextra-theme-docs'
import { getPageMap } from 'nextra/page-map'

export default async function RootLayout({ children, params }) {
  const { lang } = await params
  let pageMap = await getPageMap(\`/\${lang}\`)
  if (lang === 'en')
    pageMap = [...pageMap, { name: 'remote', route: '/remote', title: 'Remote', children: [{ name: 'intro', route: '/remote/intro', title: 'Remote Intro' }] }]
  return <html lang={lang}><body><Layout navbar={<Navbar logo={<b>Docs</b>} />} pageMap={pageMap}>{children}</Layout></body></html>
}
`,
  'app/[lang]/[[...mdxPath]]/page.jsx': `import { generateStaticParamsFor, importPage } from 'nextra/pages'
export const generateStaticParams = generateStaticParamsFor('mdxPath')
export default async function Page(props) {
  const params = await props.params
  const { default: MDXContent } = await importPage(params.mdxPath, params.lang)
  return <MDXContent {...props} params={params} />
}
`,
  'app/[lang]/remote/[[...slug]]/page.jsx': `export function generateStaticParams() { return [{ lang: 'en', slug: ['intro'] }] }
export default function Page() { return <p>Remote intro.</p> }
`,
  'content/en/index.mdx': '# Home\n\nWelcome.\n',
  'content/en/guide.mdx': '# Guide\n\nRead me.\n',
  'content/es/index.mdx': '# Inicio\n\nBienvenido.\n',
  'content/es/guide.mdx': '# Guía\n\nLéame.\n'
}

describe('a Nextra 4 root layout under [lang] that adds to its page map (the swr-site’s)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-lang-layout-'))
  afterAll(() => rm(dir, { recursive: true, force: true }))
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, 'site', path)), { recursive: true })
    await writeFile(join(dir, 'site', path), text)
  }
  const out = join(dir, 'out')
  const build = await runCli(['build', join(dir, 'site'), '--out', out, '--force'])
  const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8')

  it('gives the English pages the folder it adds, linked with the locale; the Spanish pages not', () => {
    expect(build.code, build.stderr).toBe(0)
    expect(page('en/guide')).toContain('href="/en/remote/intro"')
    expect(page('en/guide')).toContain('Remote Intro')
    expect(page('es/guide')).not.toContain('Remote Intro')
  })
})
