import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readWebsiteFolder } from '../../../src/config/website-folder.js'

// A site of nextra-theme-docs 2/3 (no @theguild/components) gets its document titles as Nextra
// writes them: through the theme config's `useNextSeoProps` (Nextra 2's next-seo `titleTemplate`,
// read with the router of an ordinary page), else Nextra's own `<title> – Nextra`; and its brand
// drawn with `next/link` keeps its text and link (a blog's `<Navbar>` children: tests/e2e/blog-theme.test.ts).

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

async function site(themeConfig: string): Promise<Record<string, unknown>> {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-nextra-titles-'))
  temp.push(dir)
  await mkdir(join(dir, 'pages'))
  await writeFile(join(dir, 'pages/index.mdx'), '# Home\n')
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'nextra-docs-template',
      dependencies: { nextra: '^2.13.0', 'nextra-theme-docs': '^2.13.0' }
    })
  )
  await writeFile(join(dir, 'theme.config.tsx'), themeConfig)
  return (await readWebsiteFolder(dir)).raw
}

describe("a nextra-theme-docs site's document titles and brand", () => {
  it("follows useNextSeoProps' titleTemplate for an ordinary page (not its home page's answer)", async () => {
    const raw = await site(`import { useRouter } from 'next/router'
export default {
  logo: <b>Spark</b>,
  useNextSeoProps() {
    const { asPath, pathname } = useRouter()
    if (['/', '/docs'].includes(asPath)) return { titleTemplate: 'Spark' }
    if (pathname.startsWith('/wrapped/')) return { title: 'Wrapped' }
    return { titleTemplate: '%s | Spark' }
  }
}`)
    expect(raw.titleTemplate).toBe('%s | Spark')
    expect(raw.logoMarkup).toBe('<b>Spark</b>')
  })

  it('gives the page title alone when useNextSeoProps returns no titleTemplate', async () => {
    const raw = await site(
      `export default { logo: 'Spark', useNextSeoProps: () => ({ canonical: 'https://spark.dev' }) }`
    )
    expect(raw.titleTemplate).toBe('%s')
  })

  it("gives Nextra's own '%s – Nextra' without useNextSeoProps or head", async () => {
    const raw = await site(`export default { logo: <span>My Project</span> }`)
    expect(raw.titleTemplate).toBe('%s – Nextra')
  })

  it("shows a logo drawn with next/image from public/ as the image at its URL (not the package's name)", async () => {
    const raw = await site(`import Image from 'next/image'
import logo from './public/images/spark.png'
export default { logo: <Image src={logo} width={85} alt="Spark logo" priority /> }`)
    expect(raw.logoMarkup).toMatch(/<img width="85" alt="Spark logo" src="\/images\/spark.png"\/>$/)
  })

  it('keeps a logo drawn as a next/link <Link>: its text and its link', async () => {
    const raw = await site(`import Link from 'next/link'
export default { logo: <Link href="/" prefetch={false}>Spark docs</Link>, head: <meta name="x" content="y" /> }`)
    expect(raw.logoMarkup).toBe('<a href="/">Spark docs</a>')
    // (A head of its own: its titles are not Nextra's default.)
    expect(raw.titleTemplate).toBeUndefined()
  })
})
