import { readdirSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO, runCli } from '../helpers/cli.js'

// Conventions of more Nextra websites never built before (issue #34, "wild3"), in a small hand-written
// fixture built as a website folder with no guildsite config and no node_modules. One build.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

/** Copies `tests/fixtures/<name>` into a temporary `site/` (nothing beside it) and builds it. */
async function buildFixture(name: string) {
  const dir = await mkdtemp(join(tmpdir(), `guildsite-${name}-`))
  temp.push(dir)
  await cp(join(REPO, 'tests/fixtures', name), join(dir, 'site'), { recursive: true })
  const out = join(dir, 'out')
  const build = await runCli(['build', join(dir, 'site'), '--out', out, '--force'])
  const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8')
  const styles = () =>
    readdirSync(join(out, '_gs/assets'))
      .filter(name => name.endsWith('.css'))
      .map(name => readFileSync(join(out, '_gs/assets', name), 'utf8'))
      .join('\n')
  const warned = [...build.stderr.matchAll(/^(\S+) - warning (\w+) (.*)$/gm)].map(m => `${m[1]} ${m[2]} ${m[3]}`)
  return { build, page, styles, warned }
}

describe('a Nextra 4.6 app router website (website-wild3-n4)', async () => {
  const { build, page, styles, warned } = await buildFixture('website-wild3-n4')

  it('builds every page with exit 0, warning only of the icon package it lacks', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(warned).toEqual([
      // (The one anchor that names nothing on its page: app/page.mdx links to four that do.)
      'app/page.mdx:4:40 BROKEN_ANCHOR Broken anchor → /config#outdir: /config has no heading #outdir',
      'components/tool-icons.tsx:1:1 UNRESOLVED_IMPORT Import "lucide-react" cannot be resolved; its icons are drawn as empty icon boxes (chevrons, arrows, checks, crosses, plus and minus as plain strokes)',
      'components/tool-list.tsx:1:1 UNRESOLVED_IMPORT Import "lucide-react" cannot be resolved; its icons are drawn as empty icon boxes (chevrons, arrows, checks, crosses, plus and minus as plain strokes)'
    ])
    expect(build.code).toBe(0)
    for (const route of ['', 'blog', 'blog/first', 'blog/second', 'tools', 'config', 'legacy', 'guide', 'guide/child'])
      expect(page(route)).toContain('<h1')
  })

  it('spaces the article’s blocks 1.25em apart, as nextra-theme-docs 4.3+ does, and leaves nothing under an h1', () => {
    // (4.0–4.2 give paragraphs, lists, tables and code blocks 1.5rem above; 4.3 and later 1.25em: AllTheBacteria,
    // 4.6.1, had every paragraph after a heading 4 px low. A Markdown h1 has no margin under it in any major.)
    expect(page('guide')).toMatch(/<div class="gs-docs"[^>]* data-nextra="4" data-nextra-spacing="em"/)
    const css = styles()
    expect(css).toMatch(
      /\.gs-docs\[data-nextra-spacing="?em"?\] \.gs-content\[data-gs-md\] :is\(p,\s?ul,\s?ol,\s?blockquote,\s?table\)\[data-md\]:not\(:first-child\),[^{]*\{margin-top:1\.25em\}/
    )
    expect(css).toMatch(/\.gs-docs\[data-nextra\] \.gs-content\[data-gs-md\] h1\[data-md\]\{margin-bottom:0\}/)
  })

  it("gives an empty line of a plain-text fence no height, as Nextra 3 and 4's grid of empty token spans", () => {
    // (AllTheBacteria's `/lexicmap`, 4.6.1: a fence without a language 20 px taller per empty line; a fence with a
    // grammar keeps its empty lines, which Nextra fills with a space.)
    expect(styles()).toMatch(
      /\.gs-docs:is\(\[data-nextra="?3"?\],\s?\[data-nextra="?4"?\]\) \.gs-content figure\.gs-code\[data-language="?text"?\] code:not\(\[data-line-numbers\]\)>\.line:empty\{min-height:0\}/
    )
  })

  it('lists posts from the `metadata` and `frontMatter` other page.mdx files export, as Nextra’s loader gives every file', () => {
    // (Front matter title and date; a title from the post's `#` heading; a post without front matter has `{}`.)
    const cards = [...page('blog').matchAll(/<a class="wild3-post" href="([^"]+)">(.*?)<\/a>/g)].map(
      m => `${m[1]} ${m[2].replace(/<!-- -->/g, '')}`
    )
    expect(cards).toEqual(['/blog/first The first post (March 14, 2025)', '/blog/second The second post (0)'])
  })

  it('draws icons named as JavaScript globals (`Map`, `Set`, `Proxy`) beside code that uses those globals', () => {
    const tools = page('tools')
    expect(tools).toMatch(/<li><svg [^>]*data-absent-icon="Map"[^>]*>.*?<\/svg> <!-- -->map<\/li>/)
    expect(tools).toMatch(/<li><svg [^>]*data-absent-icon="Set"[^>]*>.*?<\/svg> <!-- -->set<\/li>/)
    expect(tools).toMatch(/data-absent-icon="Map".*? and <svg [^>]*data-absent-icon="Proxy"/)
  })

  it('hides a logo’s words marked with Nextra’s own screen-reader class (`x:sr-only`; 3’s `_sr-only`, 2’s `nx-sr-only`)', () => {
    expect(page('')).toContain('<span class="x:sr-only">Home</span>')
    expect(styles()).toMatch(/\.gs-sr-only,\s*\.nx-sr-only,\s*\._sr-only,\s*\.x\\:sr-only\s*\{[^}]*clip:/)
  })

  it('resolves relative links at URLs that end with `/`, as the browser does under Next’s `trailingSlash: true`', () => {
    // (`./child` on /guide/ is /guide/child — not /child, as at /guide; `../` on /guide/child/ is /guide.)
    expect(page('guide')).toContain('<a data-md="" href="/guide/child">the child page</a>')
    expect(page('guide')).toContain('<a data-md="" href="/config#modulesdir">the config</a>')
    expect(page('guide/child')).toContain('<a data-md="" href="/guide">the guide</a>')
    expect(page('guide/child')).toContain('<a data-md="" href="/blog">the blog</a>')
  })

  it('takes a link to an element’s own id or an `<a name>` as a good anchor, in MDX and in a `.md` page’s raw HTML', () => {
    // (Browsers scroll to `<a name="x">` and to any `id`: the links of app/page.mdx are not warned of, above.)
    expect(page('config')).toContain('<a name="modulesdir"></a>')
    expect(page('config')).toContain('<span id="legacy-keys">Older keys</span>')
    expect(page('legacy')).toMatch(
      /<a name="old-anchor"[^>]*><\/a>An anchor in raw HTML, and <em id="old-id">an id<\/em>/
    )
  })
})

describe('a nextra-theme-blog 4 website whose content is `content/` and its own pages `src/app/` (website-wild3-blog)', async () => {
  const { build, page, warned } = await buildFixture('website-wild3-blog')

  it('builds the app folder’s pages beside the content’s, as Next finds `src/app/` from the project root', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(warned).toEqual([])
    expect(build.code).toBe(0)
    expect(page('posts')).toContain('<title>All posts - Field notes</title>')
    expect(page('posts')).toContain('<ul class="field-posts"><li>First light</li><li>Second wind</li></ul>')
    for (const route of ['', 'posts/first', 'posts/second']) expect(page(route)).toContain('<h1')
  })

  it('draws a logo the root layout imports from the site’s own files through tsconfig paths (`#/assets/mark.svg`), inlined', () => {
    const svg = readFileSync(join(REPO, 'tests/fixtures/website-wild3-blog/assets/mark.svg'))
    expect(page('')).toContain(
      `<img class="field-mark" src="data:image/svg+xml;base64,${svg.toString('base64')}" alt="" width="16" height="16"/>`
    )
  })
})
