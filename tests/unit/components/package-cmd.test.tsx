import { describe, expect, it } from 'vitest'
import { LegacyPackageCmd, PackageCmd, packageCommands } from '../../../templates/components/index.js'
import { render, tags } from './render.js'

const codeOf = (html: string) => [...html.matchAll(/<code>([^<]*)<\/code>/g)].map((m) => m[1])

describe('PackageCmd', () => {
  it('shows the install command for npm, yarn, pnpm and bun as tabs', () => {
    const { html } = render(<PackageCmd packages={['graphql-yoga']} />)
    expect(tags(html, 'button').map((b) => b.attrs['data-tab-index'])).toEqual(['0', '1', '2', '3'])
    expect(html).toMatch(/>npm<\/button>.*>yarn<\/button>.*>pnpm<\/button>.*>bun<\/button>/)
    expect(codeOf(html)).toEqual([
      'npm i graphql-yoga',
      'yarn add graphql-yoga',
      'pnpm add graphql-yoga',
      'bun add graphql-yoga'
    ])
  })

  it('shares the package-manager storage key so one choice applies everywhere', () => {
    const root = tags(render(<PackageCmd packages={['graphql']} />).html, 'div')[0]!
    expect(root.attrs).toMatchObject({ 'data-tabs': '', 'data-storage-key': 'package-manager' })
  })

  it('puts each command in pre > code', () => {
    expect(render(<PackageCmd packages={['graphql']} />).html).toContain(
      '<pre class="gs-code" data-language="sh" data-copy=""><code>npm i graphql</code></pre>'
    )
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
  it('renders like PackageCmd', () => {
    const packages = [{ name: 'graphql-yoga', cmd: 'add' as const }]
    expect(render(<LegacyPackageCmd packages={packages} />).html).toBe(render(<PackageCmd packages={packages} />).html)
  })
})
