import { describe, expect, it } from 'vitest'
import { compileMdx } from '../../../src/compile/compile-mdx.js'
import { CODE_CSS } from '../../../src/compile/rehype-code/code-css.js'
import { staticContentModule } from '../../../src/render/self-contained.js'
import { LegacyPackageCmd, PackageCmd, packageCommands } from '../../../templates/components/index.js'
import { render, tags } from './render.js'

/** The text of each tab's code (its lines' tokens joined). */
const codeOf = (html: string) => [...html.matchAll(/<code>([^]*?)<\/code>/g)].map(m => m[1]!.replace(/<[^>]+>/g, ''))
const figures = (html: string) => [...html.matchAll(/<figure[^]*?<\/figure>/g)].map(m => m[0])

/** The figures of an `npm2yarn` fence, as the compile stage writes them. */
async function npm2yarn(command: string): Promise<string[]> {
  const source = '```sh npm2yarn\n' + command + '\n```\n'
  const compiled = await compileMdx({
    display: 'page.mdx',
    path: '/site/pages/page.mdx',
    source,
    format: 'mdx',
    builtins: new Set(),
    folderRoute: '/',
    staticContent: true
  })
  const Content = staticContentModule(compiled.staticContent!).default
  return figures(render(<Content />).html)
}

describe('PackageCmd', () => {
  it('shows the install command for npm, pnpm, yarn and bun as tabs (the npm2yarn blocks’ order, Nextra’s)', () => {
    const { html } = render(<PackageCmd packages={['graphql-yoga']} />)
    expect(
      tags(html, 'button')
        .filter(b => b.attrs.role === 'tab')
        .map(b => b.attrs['data-tab-index'])
    ).toEqual(['0', '1', '2', '3'])
    expect(html).toMatch(/>npm<\/button>.*>pnpm<\/button>.*>yarn<\/button>.*>bun<\/button>/)
    expect(codeOf(html)).toEqual([
      'npm i graphql-yoga',
      'pnpm add graphql-yoga',
      'yarn add graphql-yoga',
      'bun add graphql-yoga'
    ])
  })

  it('shares the package-manager storage key so one choice applies everywhere', () => {
    const root = tags(render(<PackageCmd packages={['graphql']} />).html, 'div')[0]!
    expect(root.attrs).toMatchObject({ 'data-tabs': '', 'data-storage-key': 'package-manager' })
  })

  it('is the highlighted block an npm2yarn fence of the same npm command gives, tab for tab', async () => {
    for (const [packages, command] of [
      [['graphql-yoga', 'graphql', 'express'], 'npm i graphql-yoga graphql express'],
      [
        ['-D @graphql-codegen/cli @graphql-codegen/client-preset'],
        'npm i -D @graphql-codegen/cli @graphql-codegen/client-preset'
      ],
      [['-D typescript', '-D @types/node', 'graphql@^16.8.0'], 'npm i -D typescript @types/node\nnpm i graphql@^16.8.0']
    ] as const) {
      const block = figures(render(<PackageCmd packages={packages} />).html)
      expect(block, command).toEqual(await npm2yarn(command))
      // The command in the themes' command colour (light #6F42C1, dark #B392F0: its token element's).
      const tag = /^<span class="line"><(c-\d+)>npm<\/c-\d+>/.exec(
        block[0]!.slice(block[0]!.indexOf('<span class="line">'))
      )?.[1]
      expect(CODE_CSS).toContain(`.gs-code ${tag}{--shiki-light:#6F42C1;--shiki-dark:#B392F0}`)
    }
  })

  it('writes one line per package and keeps flags', () => {
    expect(packageCommands(['-D @graphql-codegen/cli', 'graphql']).yarn).toBe(
      'yarn add -D @graphql-codegen/cli\nyarn add graphql'
    )
  })

  it('knows the Guild object forms', () => {
    expect(packageCommands([{ name: 'codegen', cmd: 'run' }])).toEqual({
      npm: 'npm run codegen',
      yarn: 'yarn codegen',
      pnpm: 'pnpm codegen',
      bun: 'bun run codegen'
    })
    expect(packageCommands([{ name: 'graphql-codegen', cmd: 'run', isNpx: true }]).npm).toBe('npx graphql-codegen')
    expect(packageCommands([{ name: '', cmd: 'install' }]).pnpm).toBe('pnpm install')
    expect(packageCommands([{ name: '', cmd: 'init' }]).npm).toBe('npm init --yes')
    expect(packageCommands([{ name: 'wrangler', isGlobal: true }]).yarn).toBe('yarn global add wrangler')
  })
})

describe('LegacyPackageCmd', () => {
  it('shows yarn, npm and pnpm tabs, one "Terminal" block each with a line per package (the Guild’s legacy block)', () => {
    const { html } = render(<LegacyPackageCmd packages={['express', 'graphql']} />)
    expect(html).toMatch(/>yarn<\/button>.*>npm<\/button>.*>pnpm<\/button>/)
    expect(html).not.toContain('>bun</button>')
    expect(codeOf(html)).toEqual([
      'yarn add express\nyarn add graphql',
      'npm install express\nnpm install graphql',
      'pnpm add express\npnpm add graphql'
    ])
    expect(tags(html, 'figcaption').length).toBe(3)
    expect(html).toContain('>Terminal</figcaption>')
    // Each block asks the copy-code script for its button.
    expect(tags(html, 'pre').every(pre => pre.attrs['data-copy'] === '')).toBe(true)
    // The legacy tabs do not share the package-manager choice.
    expect(tags(html, 'div')[0]!.attrs['data-storage-key']).toBeUndefined()
  })

  it('knows the Guild object forms, npx only for npm', () => {
    const { html } = render(
      <LegacyPackageCmd
        packages={[
          { name: 'codegen', cmd: 'run', isNpx: true },
          { name: '', cmd: 'install' },
          { name: 'x', cmd: 'init' },
          { name: 'wrangler', isGlobal: true }
        ]}
      />
    )
    expect(codeOf(html)).toEqual([
      'yarn codegen\nyarn\nyarn init --yes\nyarn global add wrangler',
      'npx codegen\nnpm install\nnpm init --yes\nnpm install --global wrangler',
      'pnpm codegen\npnpm install\npnpm init\npnpm add --global wrangler'
    ])
  })
})
