import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readWebsiteFolder } from '../../../src/config/website-folder.js'

// A Nextra site without @theguild/components describes a page as Nextra does when its front matter
// gives no description: a theme config's own static `head` says it (or says none), nextra-theme-docs
// 2's default head has a fixed line, 3's and Nextra 4's layouts none ('' = no description tags;
// tests/unit/layout/document.test.tsx). guildsite's "{name} Documentation" is for its own sites.

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

async function site(files: Record<string, string>, nextra = '^3.2.0'): Promise<Record<string, unknown>> {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-nextra-descriptions-'))
  temp.push(dir)
  const all = {
    'package.json': JSON.stringify({ name: 'spark', dependencies: { nextra, 'nextra-theme-docs': nextra } }),
    ...files
  }
  for (const [path, text] of Object.entries(all)) {
    await mkdir(join(dir, path, '..'), { recursive: true })
    await writeFile(join(dir, path), text)
  }
  return (await readWebsiteFolder(dir)).raw
}

const page = { 'pages/index.mdx': '# Home\n' }

describe("a Nextra site's default page description, and its name, as its head gives them", () => {
  it('is the <meta name="description"> of the theme config\'s own head element', async () => {
    const raw = await site({
      ...page,
      'theme.config.tsx': `export default { logo: 'Spark', head: <><meta property="og:title" content="Spark" /><meta name="description" content="Sparks fly." /></> }`
    })
    expect(raw.description).toBe('Sparks fly.')
  })

  it('is none when that head element has no description', async () => {
    const raw = await site({
      ...page,
      'theme.config.tsx': `export default { logo: 'Spark', head: <><meta property="og:description" content="Only Open Graph" /></> }`
    })
    expect(raw.description).toBe('')
  })

  it("names the site (titles, og:site_name) after that head element's og:title, before package.json's name", async () => {
    const files = (head: string) => ({
      ...page,
      'package.json': JSON.stringify({
        name: '@spark/website',
        dependencies: { nextra: '^3.2.0', 'nextra-theme-docs': '^3.2.0' }
      }),
      'theme.config.tsx': `export default { logo: <b>Spark</b>, head: ${head} }`
    })
    expect((await site(files('<><meta property="og:title" content="Spark Docs" /></>'))).siteName).toBe('Spark Docs')
    expect((await site(files('<meta property="og:site_name" content="Spark" />'))).siteName).toBe('Spark')
    expect((await site(files('<meta name="viewport" content="width=device-width" />'))).siteName).toBe('@spark/website')
  })

  it("is none with nextra-theme-docs 3's default head, Nextra's fixed line with 2's", async () => {
    expect((await site({ ...page, 'theme.config.tsx': `export default { logo: 'Spark' }` })).description).toBe('')
    const two = await site({ ...page, 'theme.config.tsx': `export default { logo: 'Spark' }` }, '^2.13.0')
    expect(two.description).toBe('Nextra: the next docs builder')
  })

  it('is left to guildsite when the head is a function (what it renders depends on the page)', async () => {
    const raw = await site({
      ...page,
      'theme.config.tsx': `export default { logo: 'Spark', head: () => <meta name="description" content="?" /> }`
    })
    expect(raw.description).toBeUndefined()
  })

  it('is none in a Nextra 4 app whose root layout has no metadata.description, its own otherwise', async () => {
    const layout = (metadata: string) => `import { Layout, Navbar } from 'nextra-theme-docs'
import { getPageMap } from 'nextra/page-map'
export const metadata = ${metadata}
export default async function RootLayout({ children }) {
  return <html lang="en"><body><Layout navbar={<Navbar logo={<b>Spark</b>} />} pageMap={await getPageMap()}>{children}</Layout></body></html>
}
`
    const app = {
      'content/index.mdx': '# Home\n',
      'app/[[...mdxPath]]/page.jsx': 'export default function Page() { return null }\n'
    }
    const none = await site({ ...app, 'app/layout.jsx': layout(`{ title: 'Spark' }`) }, '^4.2.0')
    expect(none.description).toBe('')
    const own = await site(
      { ...app, 'app/layout.jsx': layout(`{ title: 'Spark', description: 'Sparks fly.' }`) },
      '^4.2.0'
    )
    expect(own.description).toBe('Sparks fly.')
  })
})
