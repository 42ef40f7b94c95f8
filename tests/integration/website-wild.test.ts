import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// Conventions of public Nextra websites outside the Guild (issue #34, "wild"), each in a small
// hand-written fixture built as a website folder with no guildsite config. One build per fixture.
/** The post list a page renders itself: each item's link and text. */
const posts = (html: string) =>
  [...html.matchAll(/<li class="post-item"><a href="([^"]*)">([^<]*)<\/a>/g)].map(m => `${m[1]} ${m[2]}`)

describe('a Nextra 2 website with locales (website-wild-n2)', async () => {
  const { build, page, warned } = await buildFixtureCopy('website-wild-n2')

  it('builds with exit 0, no error, and a warning only for the package it lacks', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(warned).toEqual([
      'components/counter.tsx:4:31 UNRESOLVED_IMPORT Import "react-count-to" cannot be resolved; a placeholder is rendered instead',
      'pages/layout.en-US.mdx:1:1 UNRESOLVED_IMPORT Import "@mantine/core" cannot be resolved; guildsite\'s own layout primitives (Group, Stack, Flex, Grid, Space, Text, Title…: the elements and spacing, no theme) stand in for it (any other name: a placeholder is rendered)'
    ])
    expect(build.code).toBe(0)
  })

  it('renders next/dynamic’s `loading` fallback where the loaded package is absent, not a placeholder', () => {
    expect(page('')).toContain('<p><span class="count">70</span>% faster</p>')
    expect(page('')).not.toContain('Missing component')
  })

  it('lists a folder’s posts with nextra/context’s getPagesUnderRoute, in each locale through filterRouteLocale', () => {
    // Sorted by the page itself (front matter dates), the meta title on the item as Nextra 2 gives it.
    expect(posts(page('blog'))).toEqual(['/blog/second Second post', '/blog/first First post (meta title)'])
    // With useRouter()'s defaultLocale, filterRouteLocale adds the default locale's page where a locale has
    // none, as Nextra 2's does (its fallback pages): the English-only first post is listed in French too.
    expect(posts(page('fr-FR/blog'))).toEqual([
      '/fr-FR/blog/second Deuxième billet',
      '/fr-FR/blog/first First post (meta title)'
    ])
  })

  it('lays out @mantine/core’s Group, Space, Grid and Text without the package: flex rows, spacing, a 12-column grid', () => {
    const layout = page('layout')
    expect(layout).not.toContain('Missing component')
    expect(layout).toContain(
      '<div style="display:flex;flex-direction:row;align-items:center;flex-wrap:wrap;justify-content:space-between;gap:1rem"><p style="font-weight:600">eth_call</p><p>20 CU</p></div>'
    )
    expect(layout).toContain('<div style="height:2rem"></div>')
    expect(layout.match(/flex:0 0 calc\(50% - var\(--gs-mantine-gutter, 1rem\)\)/g)).toHaveLength(2)
  })

  it('sets math with KaTeX where the Next config adds remark-math through mdxOptions, as Nextra’s latex option: `y_{t-1}` is no MDX expression', () => {
    const math = page('math')
    expect(math).toContain('class="katex-display"')
    expect(math.match(/class="katex"/g)).toHaveLength(2)
  })

  it('gives useThemeConfig() the site’s project link in Nextra’s shape, for a component that builds a link from it', () => {
    expect(page('math')).toContain(
      '<a class="edit-on-github" href="https://github.com/example/wild/edit/main/docs/pages/math.mdx">'
    )
  })

  it('keeps a theme config whose import of an absent JSON file (a monorepo’s ../package.json, `assert { type: "json" }`) reads as {}', () => {
    expect(warned.filter(w => w.includes('CONFIG_LOAD'))).toEqual([])
    expect(page('')).toContain('https://github.com/example/wild')
  })
})

describe('a Nextra 4 blog with nextra-theme-blog (website-wild-n4-blog)', async () => {
  const { build, page, warned } = await buildFixtureCopy('website-wild-n4-blog')
  /** Each post card of the home page: its link, title and date (the description and read-more link when given). */
  const cards = [...page('').matchAll(/<div class="gs-post-card">([^]*?)<\/div>/g)].map(m =>
    m[1]
      .replace(/<!-- -->/g, '')
      .replace(/<a href="([^"]*)"[^>]*>/g, '[$1]')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  )

  it('builds with exit 0, the blog theme, its style sheet and normalize-pages on the surface (no warning for them)', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(warned).toEqual([
      'app/posts/beta/page.mdx:6:1 UNRESOLVED_IMPORT "data/index.ts" has no export "OLD_DATA"; it is undefined here, as in Next\'s build (which warns too)'
    ])
    expect(build.code).toBe(0)
  })

  it('writes a page that imports a name its module does not export, the name undefined (esbuild would stop the whole site)', () => {
    expect(page('posts/beta')).toContain('Beta body text, <!-- -->10<!-- --> per page<!-- --> (no old data)')
  })

  it('lists the posts of normalizePages(getPageMap("/posts")).directories with PostCard, newest first, a hidden one left out', () => {
    expect(cards).toEqual([
      '[/posts/beta]Beta post Mon Feb 10 2025',
      '[/posts/alpha]Alpha post The first one.[/posts/alpha] Read More → Sun Jan 05 2025'
    ])
    expect(page('posts/hidden')).toContain('Not listed.')
  })
})
