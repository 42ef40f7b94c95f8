import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readWebsiteFolder, type WebsiteFolder } from '../../../src/config/website-folder.js'

// A Nextra 4 root layout is called as Next calls it, with its `params` promise; one that throws
// when called is one warning at its `export default`, and the site builds without it.

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

async function site(files: Record<string, string>): Promise<WebsiteFolder> {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-root-layout-call-'))
  temp.push(dir)
  const all: Record<string, string> = {
    'content/index.mdx': '# Home\n',
    'package.json': JSON.stringify({ dependencies: { nextra: '4.6.1', 'nextra-theme-docs': '4.6.1' } }),
    'next.config.mjs': "import nextra from 'nextra'\nexport default nextra({})({})\n",
    ...files
  }
  for (const [path, text] of Object.entries(all)) {
    await mkdir(join(dir, path, '..'), { recursive: true })
    await writeFile(join(dir, path), text)
  }
  return readWebsiteFolder(dir)
}

const layout = (body: string) => `import { Layout, Navbar } from 'nextra-theme-docs'

const navbar = <Navbar logo={<b>Quince</b>} projectLink="https://example.com/quince" />

export default async function RootLayout({ children, params }) {
${body}
  return (
    <html lang="en">
      <body>
        <Layout navbar={navbar} docsRepositoryBase="https://example.com/quince/tree/main">{children}</Layout>
      </body>
    </html>
  )
}
`

describe('a Nextra 4 root layout, called as Next calls it', () => {
  it('gets a params promise of {} (Prisma Collective reads `(await params).mdxPath?.[0]`)', async () => {
    const folder = await site({ 'app/layout.tsx': layout("  const locale = (await params).mdxPath?.[0] || 'en'") })
    expect(folder.diagnostics).toEqual([])
    expect(folder.raw.logoMarkup).toBe('<b>Quince</b>')
    expect(folder.raw.project).toEqual({ link: 'https://example.com/quince' })
  })

  it('that throws is one warning at its `export default`, and the site builds without it', async () => {
    const folder = await site({ 'app/layout.tsx': layout("  throw new Error('no session store')") })
    expect(folder.diagnostics).toHaveLength(1)
    expect(folder.diagnostics[0]).toMatchObject({
      code: 'CONFIG_LOAD',
      severity: 'warning',
      file: 'app/layout.tsx',
      line: 5,
      column: 1
    })
    expect(folder.diagnostics[0].message).toContain('no session store')
  })
})
