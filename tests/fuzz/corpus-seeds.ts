import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fg from 'fast-glob'
import { REPO } from '../helpers/cli.js'

/**
 * Seeds for structure-aware fuzzing (issue 23): the real content of tests/fixtures/corpus (a Nextra 2
 * docs folder, a Nextra 3 website) and example-content, so mutations break real pages, metas and
 * configs in the ways authors do. Pages are cut at a heading near 4 KB to keep each input fast.
 */

const ROOTS = ['tests/fixtures/corpus', 'example-content']
const IGNORE = ['**/node_modules/**', '**/dist/**']

const files = (patterns: string[]) =>
  ROOTS.flatMap(root => fg.sync(patterns, { cwd: join(REPO, root), ignore: IGNORE, absolute: true })).sort()

/** Cuts a page at the first heading past `size` characters (whole sections, balanced JSX more often). */
function cut(source: string, size = 4096): string {
  if (source.length <= size) return source
  const next = source.indexOf('\n#', size)
  return next < 0 ? source : source.slice(0, next + 1)
}

const pageFiles = files(['**/*.md', '**/*.mdx']).filter(path => !/\/(README|SOURCE|LICENSE)[^/]*$/i.test(path))

/** Real pages, each with its format. */
export const PAGE_SEEDS: { source: string; format: 'md' | 'mdx' }[] = pageFiles.map(path => ({
  source: cut(readFileSync(path, 'utf8')),
  format: path.endsWith('.md') ? 'md' : 'mdx'
}))

/** Real `_meta.json` files. */
export const META_JSON_SEEDS: string[] = files(['**/_meta.json']).map(path => readFileSync(path, 'utf8'))

/** Real `_meta.ts` files without imports of their own (a fuzzed meta is evaluated alone). */
export const META_TS_SEEDS: string[] = files(['**/_meta.ts', '**/_meta.js', '**/_meta.tsx'])
  .map(path => readFileSync(path, 'utf8'))
  .filter(source => !/^import\s.*from\s+['"]\./m.test(source))

/** Link targets the real pages write, plus ones authors get wrong. */
export const LINK_SEEDS: string[] = [
  ...new Set(
    PAGE_SEEDS.flatMap(({ source }) =>
      [...source.matchAll(/\]\(([^)\s]+)\)|href=["']([^"']+)["']/g)].map(match => match[1] ?? match[2])
    ).concat([
      '/',
      '#',
      '/docs/a#b#c',
      '../../../../x',
      '/%E0%A4%A',
      '/a%2Fb',
      '//evil.example',
      'javascript:alert(1)',
      'mailto:a@b',
      '/café#résumé',
      '/index.html',
      '?q=1'
    ])
  )
].sort()

/** A guildsite config using most of the schema, as JSON (the example's, without its import). */
export const CONFIG_SEED = JSON.stringify(
  {
    siteName: 'Guild Docs Demo',
    docsRepositoryBase: 'https://github.com/the-guild-org/guildsite/tree/main/example-content',
    siteUrl: 'https://guildsite.example.com',
    chat: { link: 'https://discord.com/invite/xud7bH9' },
    project: { link: 'https://github.com/the-guild-org/guildsite' },
    banner: {
      key: 'graphql-conf-2023',
      text: 'GraphQL Conf',
      link: 'https://graphql.org/conf/',
      linkText: 'Register Now'
    },
    header: { activeLink: '/open-source' },
    footer: { resources: [{ href: '/blog', children: 'Demo blog' }] },
    npm: { versions: { 'graphql-yoga': '5.0.0' } },
    sidebar: { defaultMenuCollapseLevel: 1, toggleButton: true, autoCollapse: false }
  },
  null,
  2
)
