import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fg from 'fast-glob'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CliResult } from '../helpers/cli.js'
import { useSharedBuild } from '../helpers/shared-builds.js'

// The real feTS website folder (Nextra 3, theme.config.tsx, next.config.js withGuildDocs with
// @svgr/webpack, Tailwind config on the absent Guild preset, its own components), unchanged and with
// no guildsite config.

describe('guildsite build on the feTS website folder (corpus, no guildsite config)', () => {
  const site = 'tests/fixtures/corpus/website-fets'
  let out = ''
  let result: CliResult
  // `guildsite build <site> --out <tmp> --force`, made once for the run (tests/helpers/shared-builds.ts).
  const fets = useSharedBuild(site)
  beforeAll(() => {
    ;({ out, ...result } = fets())
  })
  const home = () => readFileSync(join(out, 'index.html'), 'utf8')

  it('exits 0 and writes a page for every source page', async () => {
    expect(result.stderr).not.toMatch(/ - error /)
    expect(result.code).toBe(0)
    const sources = await fg('src/pages/**/*.mdx', { cwd: site })
    const written = new Set(await fg('**/index.html', { cwd: out }))
    expect(sources.length).toBe(28)
    for (const source of sources) {
      const route = source
        .replace(/^src\/pages\//, '')
        .replace(/\.mdx$/, '')
        .replace(/(^|\/)index$/, '')
      expect(written.has(route ? `${route}/index.html` : 'index.html'), source).toBe(true)
    }
  })

  it('gives only warnings that name their file:line', () => {
    const warnings = result.stderr.split('\n').filter(line => / - warning [A-Z_]+ /.test(line))
    expect(warnings.filter(line => !/^\S+:\d+:\d+ - warning /.test(line))).toEqual([])
  })

  it('takes name, description and edit links from theme.config.tsx (titles as its defineConfig heads them)', () => {
    const html = readFileSync(join(out, 'server/quick-start/index.html'), 'utf8')
    // (`<page> (<websiteName>)`, as @theguild/components' defineConfig writes it.)
    expect(html).toMatch(/<title>[^<]+ \(FETS\)<\/title>/)
    expect(html).toContain('https://github.com/ardatan/fets/tree/master/website/src/pages/server/quick-start.mdx')
  })

  it('renders the home page component with its Tailwind classes, SVG components and the site stylesheet', () => {
    const html = home()
    expect(html).toContain('Fetch API')
    expect(html).toMatch(/class="[^"]*bg-gradient-to-r[^"]*"/)
    expect(html).toMatch(/class="[^"]*bg-secondary-500[^"]*"/)
    expect(html).toMatch(/<svg[^>]*viewBox/)
    const css = hrefs(html).filter(href => /\/_gs\/assets\/site-[0-9a-f]{10}\.css$/.test(href))
    expect(css).toHaveLength(1)
    const text = readFileSync(join(out, css[0]), 'utf8')
    expect(text).toMatch(/\.bg-secondary-500 \{[^}]*rgb\(57 65 80/)
    expect(text).toContain('.dark\\:bg-dark:where(.dark, .dark *)')
  })
})

const hrefs = (html: string) => [...html.matchAll(/ href="([^"]*)"/g)].map(m => m[1])
