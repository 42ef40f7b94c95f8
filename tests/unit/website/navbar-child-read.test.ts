import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readWebsiteFolder } from '../../../src/config/website-folder.js'

// Which root layouts give the navbar an element of their own (src/app-router/navbar-child.ts): only
// those send every page of the site through the page runner, where the element renders for the page.
// A Guild layout whose `developerMenu` items have `children` texts, or a blog's logo-less `<Navbar>`
// whose children are its brand, gives none: their plain pages stay on the shared path.

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

async function navbarChild(layout: string, deps: Record<string, string>): Promise<boolean | undefined> {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-navbar-child-read-'))
  temp.push(dir)
  const files: Record<string, string> = {
    'content/index.mdx': '# Home\n',
    'package.json': JSON.stringify({ dependencies: deps }),
    'next.config.mjs': "import nextra from 'nextra'\nexport default nextra({})({})\n",
    'app/badge.tsx': "'use client'\nexport function Badge() { return <span>badge</span> }\n",
    'app/layout.tsx': layout
  }
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true })
    await writeFile(join(dir, path), text)
  }
  return (await readWebsiteFolder(dir)).navbarChild
}

const GUILD = { '@theguild/components': '9.4.1', nextra: '4.0.5' }
const DOCS = { nextra: '4.6.1', 'nextra-theme-docs': '4.6.1' }
const BLOG = { nextra: '4.6.1', 'nextra-theme-blog': '4.6.1' }

const guild = (navbarProps: string) => `import { GuildLayout } from '@theguild/components/server'
import { Badge } from './badge'

export default async function RootLayout({ children }) {
  return <GuildLayout websiteName="Quince" layoutProps={{}} navbarProps={${navbarProps}}>{children}</GuildLayout>
}
`

const themed = (theme: string, navbar: string) => `import { Layout, Navbar } from '${theme}'
import { Badge } from './badge'

export default async function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <Layout navbar={${navbar}}>{children}</Layout>
      </body>
    </html>
  )
}
`

describe('a root layout’s own navbar element, as its read finds it', () => {
  it('GuildLayout: navbarProps.children is one; developerMenu items with children texts are not', async () => {
    expect(await navbarChild(guild('{ children: <Badge /> }'), GUILD)).toBe(true)
    expect(
      await navbarChild(guild("{ developerMenu: [{ href: '/docs', children: 'Documentation' }] }"), GUILD)
    ).toBeUndefined()
    expect(await navbarChild(guild('{ children: null }'), GUILD)).toBeUndefined()
  })

  it('nextra-theme-docs: a <Navbar logo>’s children are one; a blog’s logo-less <Navbar> children are its brand', async () => {
    expect(
      await navbarChild(themed('nextra-theme-docs', '<Navbar logo={<b>Quince</b>}><Badge /></Navbar>'), DOCS)
    ).toBe(true)
    expect(await navbarChild(themed('nextra-theme-docs', '<Navbar logo={<b>Quince</b>} />'), DOCS)).toBeUndefined()
    expect(await navbarChild(themed('nextra-theme-blog', '<Navbar><Badge /></Navbar>'), BLOG)).toBeUndefined()
  })
})
