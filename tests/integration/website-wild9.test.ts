import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'
import { runCli } from '../helpers/cli.js'

// Conventions of more real Nextra websites never built before (issue #34, "wild9"), in small
// hand-written fixtures built as website folders with no guildsite config and no node_modules.

describe('a Nextra 4 site whose own app pages render content files through importPage (website-wild9-n4-import-page)', async () => {
  const { build, page, site, out } = await buildFixtureCopy('website-wild9-n4-import-page')

  it('builds with exit 0 and no warning: nextra/pages is there for app pages other than the content catch-all', () => {
    // (samchon/nestia: 'Import "nextra/pages" cannot be resolved', its 8 blog posts PAGE_DATA placeholders,
    // then DUPLICATE_ROUTE for each of them.)
    expect(build.stderr).not.toMatch(/ - (error|warning) /)
    expect(build.code).toBe(0)
  })

  it('serves a dynamic app page’s route rather than the content catch-all’s, as Next matches routes', () => {
    const note = page('notes/low-tide')
    // (The page's own wrapper, given the file's front matter and table of contents by importPage.)
    expect(note).toContain('<h1 class="field-note-title">Low tide at the north rocks</h1>')
    expect(note).toContain('Logged <!-- -->2026-03-02<!-- --> by <!-- -->Ines')
    expect(note).toContain('<li><a href="#anemones">Anemones</a></li><li><a href="#crabs">Crabs</a></li>')
    expect(note).toContain('id="anemones"')
    expect(note).toContain('Seven anemones closed before noon.')
    // (…and the file's text as sourceCode; the page's own metadata as its title.)
    expect(note).toContain('Source: <!-- -->14')
    expect(note).toContain('<title>Low tide at the north rocks · Field notes</title>')
    expect(page('notes/kelp-survey')).toContain('<h1 class="field-note-title">Kelp survey</h1>')
    // (A content file the app page's generateStaticParams does not list keeps the catch-all's page.)
    expect(page('notes/draft')).toContain('Not yet logged')
    expect(page('notes/draft')).not.toContain('field-note-title')
  })

  it('keeps the app page at the route in a warm build, the content page unchanged', async () => {
    // (The content page's output of the previous build is not linked over the app page's.)
    const again = await runCli(['build', site, '--out', out, '--force'])
    expect(again.code).toBe(0)
    expect(page('notes/low-tide')).toContain('<h1 class="field-note-title">Low tide at the north rocks</h1>')
  })

  it('keeps the content catch-all’s pages elsewhere, and throws for a path naming no content file', () => {
    expect(page('')).toContain('Read the <a')
    expect(page('')).not.toContain('field-note')
    expect(page('changelog/v1')).toContain('The first tide tables.')
    expect(page('changelog/v9')).toContain('No changelog for <!-- -->v9<!-- -->: not in the content folder.')
  })
})

describe('a Nextra 2 site with Code Hike’s components and an island loading generated MDX (website-wild9-n2-safe-docs)', async () => {
  const { build, page } = await buildFixtureCopy('website-wild9-n2-safe-docs')

  it('bundles the island for the browser, the absent import a stand-in there too', () => {
    // (safe-docs' API reference pages: ISLANDS_BUNDLE "ENOENT … open '@mui/material/Box?from=…-reference.mdx'",
    // the MDX loader reading the stand-in's path as a file; the island stayed static HTML.)
    expect(build.stderr).not.toContain('ISLANDS_BUNDLE')
    expect(build.stderr).toContain('Import "@acme/chips/Chip" cannot be resolved')
    expect(build.code).toBe(0)
    expect(page('')).toContain('data-island="components/Reference.tsx#default"')
  })

  it('draws Code Hike’s <CH.Section>/<CH.Code> without an import: a group of blocks as tabs named by their meta', () => {
    // (safe-docs: 'Component <CH> is not defined' placeholders on 5 pages; its 53 API reference pages'
    // getStaticProps failed on "Expected component `CH.Code` to be defined", PAGE_DATA.)
    expect(build.stderr).not.toContain('UNKNOWN_COMPONENT')
    const setup = page('setup')
    expect(setup).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>pnpm<\/button>/)
    expect(setup).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*>npm<\/button>/)
    expect(setup).toContain('install @harbour/client')
    // (One block with a name: its title, as Code Hike draws the file name.)
    expect(setup).toContain('<figcaption class="gs-code-title">client.ts</figcaption>')
    // (focus=2: the other line dimmed, as Code Hike does; left34/left35 item 4.)
    expect(setup).toMatch(/<span class="line" data-unfocused="">.*?Harbour }/)
  })

  it('names and annotates every code block as Code Hike does, its remark plugin read from next.config', () => {
    // (A block outside CH.Code: the file name of its meta as its title, mark=2 its second line.)
    const setup = page('setup')
    expect(setup).toContain('<figcaption class="gs-code-title">harbour.config.js</figcaption>')
    expect(setup).toMatch(/<span class="line" data-highlighted-line="">.*?network/)
  })

  it('shows every reader the theme next-themes forces (nextThemes.forcedTheme), whatever they stored', () => {
    // (safe-docs: 'dark', its white logo on a light bar for a reader whose system is light.)
    expect(page('')).toMatch(/<html [^>]*data-forced-theme="dark"/)
    expect(page('')).toContain("m=true;d.classList.toggle('dark',m)")
  })
})

describe('a Nextra 2 site with a theme of its own that wraps every page in a context provider (website-wild9-n2-local-theme)', async () => {
  const { build, page } = await buildFixtureCopy('website-wild9-n2-local-theme')

  it('renders each page inside the theme’s providers, not its own frame: a page reading the context builds', () => {
    // (getditto's docs: "Cannot destructure property 'language' of 'useContext(...)' as it is undefined",
    // MDX_RENDER, exit 1: its theme.tsx wraps every page in <LanguageProvider>.)
    expect(build.stderr).not.toMatch(/ - (error|warning) /)
    expect(build.code).toBe(0)
    expect(page('')).toContain('Queries here are written for <strong class="dialect">PostgreSQL</strong>.')
    // (Guildsite draws Nextra's chrome for a theme of the site's own: the theme's frame is not drawn twice.)
    expect(page('')).not.toContain('quarry-frame')
  })

  it('evaluates a CommonJS next.config.js that reads __dirname, its options kept', () => {
    // (ng_starter: CONFIG_LOAD "__dirname is not defined in ES module scope", the whole config lost.)
    expect(build.stderr).not.toContain('CONFIG_LOAD')
    expect(page('')).toContain('href="/quarry/')
  })
})
