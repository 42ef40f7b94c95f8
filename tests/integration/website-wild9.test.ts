import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'
import { runCli } from '../helpers/cli.js'
import { launchBrowser } from '../helpers/browser.js'
import { serveStatic } from '../helpers/static-server.js'

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
  const { build, page, out, site } = await buildFixtureCopy('website-wild9-n2-safe-docs')

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
    expect(setup).toMatch(/<span class="line" data-unfocused="">[^\n]*?Harbour/)
  })

  it('names and annotates every code block as Code Hike does, its remark plugin read from next.config', () => {
    // (A block outside CH.Code: the file name of its meta as its title, mark=2 its second line.)
    const setup = page('setup')
    expect(setup).toContain('<figcaption class="gs-code-title">harbour.config.js</figcaption>')
    expect(setup).toMatch(/<span class="line" data-highlighted-line="">.*?network/)
  })

  it('draws every block in Code Hike’s editor frame, in the colours of its theme (codehike2)', () => {
    // (keaganaut/docs-nextra: guildsite's own block with the file name as its title, where Code Hike draws a
    // window with its three buttons and a tab per file, in its theme — "dark-plus" when next.config names none.)
    const setup = page('setup')
    const frames = setup.match(/<div class="ch-codegroup not-prose"/g) ?? []
    expect(frames).toHaveLength(3)
    expect(setup).toContain('<span class="ch-frame-button ch-frame-button-left"></span>')
    expect(setup).toMatch(/role="tab" class="ch-editor-tab" title="harbour.config.js" aria-selected="true"/)
    expect(setup).toContain('--ch-bg:#1E1E1E;')
    // (next.config's `lineNumbers: true`: every block numbered.)
    expect(setup.match(/<code data-line-numbers=""/g)).toHaveLength(4)
    expect(setup).toContain('class="shiki shiki-themes dark-plus dark-plus"')
  })

  it('lays out CH.Scrollycoding and CH.Spotlight as steps beside their code, each step’s code its own (codehike2)', () => {
    const steps = page('steps')
    expect(steps.match(/class="ch-scrollycoding-step-content"/g)).toHaveLength(3)
    expect(steps).toMatch(/data-ch-step="0"[^>]* data-selected="true"><h3/)
    expect(steps.match(/<div class="ch-step-code" data-ch-step-code="\d"( hidden="")?/g)).toEqual([
      '<div class="ch-step-code" data-ch-step-code="0"',
      '<div class="ch-step-code" data-ch-step-code="1" hidden=""',
      '<div class="ch-step-code" data-ch-step-code="2" hidden=""',
      '<div class="ch-step-code" data-ch-step-code="0"',
      '<div class="ch-step-code" data-ch-step-code="1" hidden=""',
      '<div class="ch-step-code" data-ch-step-code="2" hidden=""'
    ])
    const scrolly = steps.slice(steps.indexOf('ch-scrollycoding-sticker'), steps.indexOf('class="ch-spotlight"'))
    const [, , second = '', third = ''] = scrolly.split('data-ch-step-code=')
    // (Step 2's empty block is step 1's file with its own focus; step 3 adds a tab and keeps the first.)
    expect(second).toMatch(/<span class="line" data-unfocused="">[^\n]*?harbour/)
    expect(second).toContain("'north'")
    expect(third).toMatch(/title="harbour.js" aria-selected="false".*title="log.js" aria-selected="true"/)
    // (A spotlight's code before its first `---` is the code shown first; its steps are the list.)
    expect(steps.match(/class="ch-spotlight-tab"/g)).toHaveLength(2)
    expect(steps).toContain(
      '<span class="ch-section-link" data-ch-focus="2" data-ch-file="harbour.js" tabindex="0">docks</span>'
    )
    // (Their behaviour is a module of its own, loaded only where they are: src/client/code-hike.ts.)
    expect(page('')).not.toContain('data-ch=')
  })

  it('shows the file a block’s `// from` comment names, its lines, and rebuilds when that file changes (codehike2)', async () => {
    // (safe-global/safe-docs: 931 blocks in 57 pages are `// from ../examples/….ts`, drawn as that comment.)
    const text = (html: string) => {
      const at = html.indexOf('title="options.ts"')
      return html.slice(html.indexOf('<code', at), html.indexOf('</code>', at)).replace(/<[^>]+>/g, '')
    }
    expect(text(page('steps'))).toBe("  network: 'mainnet',\n  retries: 3,")
    // (A file that is not there: a warning at the block, the page written with the comment.)
    expect(build.stderr).toContain(
      `pages/steps.mdx:77:1 - warning CODE_FROM_MISSING Code Hike's "from" names ../examples/missing.sh`
    )
    expect(page('steps')).toContain('# from ../examples/missing.sh')
    // (The page's compile is cached; the example file is part of it.)
    const example = join(site, 'examples', 'options.ts')
    await writeFile(example, (await readFile(example, 'utf8')).replace('retries: 3', 'retries: 7'))
    const again = await runCli(['build', site, '--out', out, '--force'])
    expect(again.code).toBe(0)
    expect(text(page('steps'))).toBe("  network: 'mainnet',\n  retries: 7,")
  })

  it('selects the step the reader scrolls to, or clicks, and focuses a section’s lines under the pointer (Chromium)', async () => {
    const server = await serveStatic(out)
    const browser = await launchBrowser()
    try {
      const view = await browser.newPage({ viewport: { width: 1280, height: 700 } })
      await view.goto(`${server.url}/steps`)
      const shown = (layout: string) =>
        view.evaluate(
          selector =>
            Array.from(document.querySelectorAll<HTMLElement>(`${selector} [data-ch-step-code]`))
              .filter(code => !code.hidden)
              .map(code => code.dataset.chStepCode),
          layout
        )
      expect(await shown('.ch-scrollycoding')).toEqual(['0'])
      // The third step at the middle of the window: its code, with the new file's tab.
      await view.evaluate(() => {
        const step = document.querySelector('.ch-scrollycoding [data-ch-step="2"]')!
        const box = step.getBoundingClientRect()
        window.scrollBy(0, box.top + box.height / 2 - window.innerHeight / 2)
      })
      await expect.poll(() => shown('.ch-scrollycoding')).toEqual(['2'])
      expect(await view.locator('.ch-scrollycoding [data-ch-step="2"]').getAttribute('data-selected')).toBe('true')
      expect(await view.locator('.ch-scrollycoding [data-ch-step-code="2"] [aria-selected="true"]').textContent()).toBe(
        'log.js'
      )
      // The sticky code stays in the window while the steps scroll.
      const codeTop = await view.locator('.ch-scrollycoding-sticker').evaluate(e => e.getBoundingClientRect().top)
      expect(codeTop).toBeGreaterThanOrEqual(0)
      expect(codeTop).toBeLessThan(700)
      // A click on a spotlight step shows its code.
      expect(await shown('.ch-spotlight')).toEqual(['0'])
      await view.locator('.ch-spotlight-tab', { hasText: 'High tide' }).click()
      expect(await shown('.ch-spotlight')).toEqual(['2'])
      expect(await view.locator('.ch-spotlight [data-ch-step-code="2"]').textContent()).toContain('level = 2')
      // Pointing at a section's link dims the other lines; leaving it gives them back.
      const dimmed = () =>
        view.locator('.ch-section .line').evaluateAll(lines => lines.map(line => line.hasAttribute('data-unfocused')))
      expect(await dimmed()).toEqual([false, false])
      await view.locator('.ch-section-link', { hasText: 'docks' }).hover()
      expect(await dimmed()).toEqual([true, false])
      await view.locator('.ch-section-link', { hasText: 'opens' }).hover()
      expect(await dimmed()).toEqual([false, true])
      await view.mouse.move(0, 0)
      expect(await dimmed()).toEqual([false, false])
      // On a phone every step's code follows its own text, as Code Hike's static layout.
      await view.setViewportSize({ width: 390, height: 700 })
      const tops = await view.evaluate(() =>
        ['[data-ch-step="1"]', '[data-ch-step-code="1"]', '[data-ch-step="2"]'].map(
          selector => document.querySelector(`.ch-scrollycoding ${selector}`)!.getBoundingClientRect().top
        )
      )
      expect(tops[0]).toBeLessThan(tops[1]!)
      expect(tops[1]).toBeLessThan(tops[2]!)
    } finally {
      await browser.close()
      await server.close()
    }
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
