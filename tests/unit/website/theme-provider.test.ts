import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { localThemeFile, providerExport, readThemeProvider } from '../../../src/website/theme-provider.js'

// A theme of the site's own wraps pages in an <MDXProvider components={…}>: what pages get of it by name
// (src/website/theme-provider.ts). The Graph's docs: `nextra({ theme: './src/layout/Layout.tsx' })`.
const dirs: string[] = []
afterAll(() => Promise.all(dirs.map(dir => rm(dir, { recursive: true, force: true }))))

async function theme(name: string, text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-theme-provider-'))
  dirs.push(dir)
  await writeFile(join(dir, name), text)
  return dir
}

describe("a local theme's MDXProvider components", () => {
  it("reads an object of the module's top level given by name, from @mdx-js/react, in a .jsx theme folder's index", async () => {
    const dir = await theme(
      'index.jsx',
      `import { MDXProvider } from '@mdx-js/react'
import { Note } from './note'
const Tip = props => <aside {...props} />
const components = { Note, Tip, h2: props => <h2 {...props} />, 'Quoted': Note }
export default function Layout({ children }) {
  const Inner = () => null
  return <MDXProvider components={components}>{children}<MDXProvider components={{ Inner }} /></MDXProvider>
}
`
    )
    const file = localThemeFile(dir, './')!
    expect(file).toBe(join(dir, 'index.jsx'))
    const provider = readThemeProvider(file)
    expect(provider?.components).toEqual({ Note: 'Note', Tip: 'Tip', Quoted: 'Note' })
    expect(providerExport(provider!)).toBe(
      '\n;export const __gsMdxProvider = { components: { Note: Note, Tip: Tip, Quoted: Note } };\n'
    )
  })

  it('reads the object a module of the theme exports, given by its imported name (try-triplex/triplex)', async () => {
    // (Its nextra-triplex/index.tsx: `import { components } from "./mdx"` then `<MDXProvider
    // components={components}>`; 39 UNKNOWN_COMPONENT placeholders before, <KnowledgeCallout> among them.)
    const dir = await theme(
      'index.tsx',
      `import { MDXProvider } from 'nextra/mdx'
import { components as pageComponents } from './mdx'
export default function Theme({ children }) {
  return <MDXProvider components={pageComponents}>{children}</MDXProvider>
}
`
    )
    await writeFile(
      join(dir, 'mdx.tsx'),
      `import { KnowledgeCallout } from '../components/callouts'
export const components: Record<string, unknown> = {
  KnowledgeCallout,
  Kbd: ({ children }) => <kbd>{children}</kbd>,
  a: props => <a {...props} />
}
`
    )
    const provider = readThemeProvider(localThemeFile(dir, './')!)
    expect(provider?.components).toEqual({
      KnowledgeCallout: 'pageComponents.KnowledgeCallout',
      Kbd: 'pageComponents.Kbd'
    })
  })

  it('reads none from a theme without the provider, or a CommonJS one', async () => {
    const plain = await theme(
      'layout.tsx',
      `export default function Layout({ children }) { return <main>{children}</main> }\n`
    )
    expect(readThemeProvider(join(plain, 'layout.tsx'))).toBeUndefined()
    const commonJs = await theme(
      'layout.js',
      `const { MDXProvider } = require('nextra/mdx')\nmodule.exports = ({ children }) => children\n`
    )
    expect(readThemeProvider(join(commonJs, 'layout.js'))).toBeUndefined()
    expect(localThemeFile(plain, 'nextra-theme-docs')).toBeUndefined()
  })
})
