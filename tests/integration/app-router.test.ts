import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fg from 'fast-glob'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { searchIndexTexts } from '../helpers/search-files.js'

// Nextra 4's app router (issue 34 items 4 and 5), on a small website folder of its own
// (tests/fixtures/website-app-router): a home page with an async server component calling
// getPageMap, a route group with its own layout, a private folder, a dynamic route with
// generateStaticParams and generateMetadata, an MDX page with `await` reading an absent file, and
// the content folder's `[[...mdxPath]]` catch-all. One build for the file.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

describe('the app router of a Nextra 4 website folder', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-app-router-'))
  temp.push(dir)
  const out = join(dir, 'dist')
  const [build, check] = await Promise.all([
    runCli(['build', 'tests/fixtures/website-app-router', '--out', out, '--force']),
    runCli(['check', 'tests/fixtures/website-app-router'])
  ])
  const page = (path: string) => readFileSync(join(out, path), 'utf8')
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
  const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1]

  it('keeps nextra-theme-docs 4.0–4.2’s 1.5rem between the article’s blocks (no 4.3+ em spacing) for its 4.0.5', () => {
    expect(page('docs/setup/index.html')).toMatch(/<div class="gs-docs"[^>]* data-nextra="4"[ >]/)
    expect(page('docs/setup/index.html')).not.toContain('data-nextra-spacing')
  })

  it('builds every static app page at its route: route groups add no segment, private folders and the content catch-all are no pages', async () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
    expect((await fg('**/*.html', { cwd: out })).sort()).toEqual([
      '404.html',
      '500.html',
      'about/index.html',
      'blog/first/index.html',
      'blog/second/index.html',
      'docs/all/index.html',
      'docs/index.html',
      'docs/setup/index.html',
      'index.html',
      'notes/index.html',
      'plain/index.html'
    ])
    expect(page('plain/index.html')).toContain('A CommonMark page of the app router.')
  })

  it('the home page is app/page.tsx, its async server component awaited with the page map of getPageMap', () => {
    const home = page('index.html')
    expect(home).not.toContain('http-equiv="refresh"')
    expect(home).toContain('<h1>Widgets home</h1>')
    expect(home).toContain('<ul class="docs-list"><li>/docs</li><li>/docs/all</li><li>/docs/setup</li></ul>')
    // A component page fills the layout: no sidebar, no table of contents.
    expect(home).not.toContain('id="gs-sidebar-tree"')
  })

  it('metadata and generateMetadata give the whole title (with the root layout template, as Next writes it), description and Open Graph image', () => {
    // The root layout's template shapes the titles of the folders below it, not the home page's beside it.
    expect(title(page('index.html'))).toBe('Widgets home page')
    expect(description(page('index.html'))).toBe('Widgets for all')
    expect(page('index.html')).toContain('<meta property="og:image" content="/og.png"')
    expect(title(page('about/index.html'))).toBe('About us | Widgets')
    expect(description(page('about/index.html'))).toBe('Who makes the widgets')
    expect(title(page('blog/second/index.html'))).toBe('Post second | Widgets')
    expect(title(page('notes/index.html'))).toBe('Notes | Widgets')
    // An MDX page's front matter is its metadata: its description wins over the layout's.
    expect(description(page('notes/index.html'))).toBe('What we noted')
    // A content page without a description of its own gets the root layout's, as Next merges metadata.
    expect(description(page('docs/setup/index.html'))).toBe('Widgets for all')
  })

  it('nested layouts wrap their pages; the root layout does not (it is the site chrome)', () => {
    expect(page('about/index.html')).toContain('<div class="marketing-shell"><p>We make widgets.</p></div>')
    expect(page('index.html')).not.toContain('marketing-shell')
    expect(page('index.html')).not.toContain('<body><main>')
  })

  it('createIndexPage(await getPageMap(…)) in a content page renders the folder as cards through MDXRemote', () => {
    const cards = [
      ...page('docs/all/index.html').matchAll(/<a href="([^"]*)" class="gs-card">.*?gs-card-title-text">([^<]*)</g)
    ]
    expect(cards.map(m => `${m[1]} ${m[2]}`)).toEqual(['/docs Docs home', '/docs/all All pages', '/docs/setup Setup'])
  })

  it('generateStaticParams gives a dynamic route its pages, rendered with their awaited params', () => {
    expect(page('blog/first/index.html')).toContain('The post called <!-- -->first<!-- -->.')
    expect(page('blog/second/index.html')).toContain('The post called <!-- -->second<!-- -->.')
  })

  it('an MDX app page awaits in its expressions; an absent file it reads is a warning at its line and the page is written', () => {
    const notes = page('notes/index.html')
    expect(notes).toContain('Awaited in MDX.')
    expect(notes).toContain('No notes yet.')
    const warnings = [...build.stderr.matchAll(/^(\S+) - warning (\w+) (.*)$/gm)].map(m => `${m[1]} ${m[2]} ${m[3]}`)
    expect(warnings).toEqual([
      'app/notes/page.mdx:11:22 PAGE_DATA ./NOTES.md does not exist (files read at build time resolve from the site folder); the page was built with it read as empty'
    ])
  })

  it('the root layout is read like a theme config: <Layout>, <Navbar> and <Banner> props', () => {
    const notes = check.stdout
      .split('\n')
      .filter(line => line.startsWith('note app/layout.tsx'))
      .map(line => line.replace(/ — .*/, ''))
    expect(notes).toEqual([
      'note app/layout.tsx: docsRepositoryBase read',
      'note app/layout.tsx: sidebar read',
      'note app/layout.tsx: editLink read',
      'note app/layout.tsx: logo read',
      'note app/layout.tsx: project read',
      'note app/layout.tsx: chat read',
      'note app/layout.tsx: footer read',
      'note app/layout.tsx: titleTemplate read',
      'note app/layout.tsx: description read',
      'note app/layout.tsx: banner read'
    ])
    const setup = page('docs/setup/index.html')
    expect(setup).toContain('href="https://github.com/acme/widgets"')
    expect(setup).toContain('href="https://discord.gg/widgets"')
    expect(setup).toContain('Widgets 2 is out')
    expect(setup).toContain('href="https://github.com/acme/widgets/tree/main/website/content/setup.mdx"')
    expect(setup).toContain('Edit this page on GitHub')
  })

  it('app pages are in the search index: the words a visitor reads on them, under their metadata title', async () => {
    // (Chunks, which hold the text, are packed gzip members.)
    const index = (await searchIndexTexts(out)).join('\n')
    // A component page (inside its nested layout), a dynamic route's page and an MDX page that awaits.
    expect(index).toContain('We make widgets.')
    expect(index).toContain('About us | Widgets')
    expect(index).toContain('The post called second.')
    expect(index).toContain('Post second | Widgets')
    expect(index).toContain('Awaited in MDX.')
    // The site chrome is not the page's text.
    expect(index).not.toContain('Widgets 2 is out')
  })

  it('app pages are in llms.txt and have their Markdown at <route>.md: title from metadata, the text as it rendered', () => {
    const llms = page('llms.txt')
    expect(llms).toContain('- [About us | Widgets](/about.md): Who makes the widgets')
    expect(llms).toContain('- [Post first | Widgets](/blog/first.md)')
    expect(llms).toContain('- [Notes | Widgets](/notes.md): What we noted')
    expect(llms).toContain('- [Setup](/docs/setup.md)')
    expect(page('about.md')).toBe('# About us | Widgets\n\n> Who makes the widgets\n\nWe make widgets.\n')
    expect(page('index.md')).toContain('# Widgets home')
    expect(page('notes.md')).toContain('Awaited in MDX.')
  })
})
