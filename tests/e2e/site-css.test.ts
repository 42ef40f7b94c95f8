import { readdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { scopedName } from '../../src/site-css/css-modules.js'
import { styleOf } from '../helpers/browser.js'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

const FIXTURE = 'tests/fixtures/website-css'
const name = (file: string, local: string) => scopedName(resolve(FIXTURE, file), resolve(FIXTURE), local)

// A Nextra 4 website styled as Nextra's own docs are (issue 34): CSS modules, a page's global
// stylesheet and Tailwind 4 (`@import "tailwindcss"`, no tailwind.config). What a visitor sees.
describe('CSS modules and Tailwind 4 in a website folder', () => {
  const site = useBuiltFixture(FIXTURE)

  it('builds with exit 0; the one warning is the Sass module, at its path', () => {
    expect(site.build.stderr).not.toMatch(/ - error /)
    expect(site.build.code).toBe(0)
    const warned = [...site.build.stderr.matchAll(/^(\S+) - warning (TAILWIND_FAILED|STYLESHEET_FAILED) (.*)$/gm)]
    expect(warned.map(m => `${m[1]} ${m[2]} ${m[3]}`)).toEqual([
      'app/legacy.module.scss STYLESHEET_FAILED Sass module, and the site has no sass installed: its styles are left out (the rules of .legacy); its class names are kept, scoped as its CSS would be'
    ])
  })

  it('writes each CSS module class as Next names it, with what it composes, on the server HTML', async () => {
    const html = await readFile(join(site.out, 'index.html'), 'utf8')
    const hero = `${name('app/page.module.css', 'hero')} ${name('app/base.module.css', 'box')}`
    expect(hero).toMatch(/^page_hero__[\w-]{5} base_box__[\w-]{5}$/)
    expect(html).toContain(`<section id="hero" class="${hero}">`)
    expect(html).toContain(`class="${name('app/_components/counter.module.css', 'button')}"`)
  })

  it('styles the page with its CSS modules, its global stylesheet and Tailwind 4 utilities, light and dark', async () => {
    const { page, problems } = await site.openHydrated('/')
    // The module's own rule, what it composes, a `:global(…)` inside it.
    expect(await styleOf(page, '#hero', ['background-color', 'border-top-left-radius', 'padding-top'])).toEqual({
      'background-color': 'rgb(255, 228, 196)',
      'border-top-left-radius': '12px',
      'padding-top': '16px'
    })
    // (The file its `url()` names is in the output, beside the stylesheet.)
    const image = (await styleOf(page, '#hero', ['background-image']))['background-image']
    expect(image).toMatch(/^url\("http:\/\/127\.0\.0\.1:\d+\/_gs\/assets\/drop-\w{10}\.svg"\)$/)
    expect((await page.request.get(image.slice(5, -2))).status()).toBe(200)
    // Tailwind 4: `@apply` of a `@theme` colour in globals.css, utilities the page names, a breakpoint.
    expect(await styleOf(page, '.tagline', ['color', 'margin-top', 'font-style'])).toEqual({
      color: 'rgb(18, 52, 86)',
      'margin-top': '12px',
      'font-style': 'italic'
    })
    const grid = await styleOf(page, '#grid', ['display', 'padding-top', 'column-gap', 'grid-template-columns'])
    expect({ ...grid, 'grid-template-columns': grid['grid-template-columns'].split(' ').length }).toEqual({
      display: 'grid',
      'padding-top': '24px',
      'column-gap': '16px',
      'grid-template-columns': 3
    })
    expect(await styleOf(page, 'h1', ['font-size', 'letter-spacing'])).toEqual({
      'font-size': '36px',
      'letter-spacing': '2px'
    })
    // The page's own global stylesheet (page.css), with the file it `@import`s.
    expect(await styleOf(page, '.home-banner', ['border-top-width', 'border-top-color'])).toEqual({
      'border-top-width': '5px',
      'border-top-color': 'rgb(10, 20, 30)'
    })
    // A `.module.scss` that is CSS (nesting) is a CSS module; one that needs Sass keeps its names (scoped), unstyled.
    expect(await page.locator('#note').getAttribute('class')).toBe(name('app/note.module.scss', 'note'))
    expect(await styleOf(page, '#note', ['border-left-width', 'border-left-color'])).toEqual({
      'border-left-width': '4px',
      'border-left-color': 'rgb(0, 128, 0)'
    })
    expect(await styleOf(page, '#note strong', ['color'])).toEqual({ color: 'rgb(0, 100, 0)' })
    expect(await page.locator('#legacy').getAttribute('class')).toBe(name('app/legacy.module.scss', 'legacy'))
    await page.evaluate(() => document.documentElement.classList.add('dark'))
    expect(await styleOf(page, '#hero', ['background-color'])).toEqual({ 'background-color': 'rgb(40, 30, 20)' })
    expect(problems).toEqual([])
    await page.close()
  })

  it('hydrates an island whose component uses a CSS module: the same names in the browser as on the server', async () => {
    const { page, problems } = await site.openHydrated('/', 390)
    expect(await styleOf(page, '#counter', ['color', 'font-weight', 'text-decoration-line'])).toEqual({
      color: 'rgb(200, 0, 100)',
      'font-weight': '700',
      'text-decoration-line': 'none'
    })
    await page.locator('#counter').click()
    await expect.poll(() => page.locator('#counter').textContent()).toBe('Clicked 1 times')
    expect(await page.locator('#counter').getAttribute('class')).toBe(
      `${name('app/_components/counter.module.css', 'button')} ${name('app/_components/counter.module.css', 'active')}`
    )
    expect(await styleOf(page, '#counter', ['text-decoration-line'])).toEqual({ 'text-decoration-line': 'underline' })
    // (Two columns below Tailwind's `sm` breakpoint.)
    expect((await styleOf(page, '#grid', ['grid-template-columns']))['grid-template-columns'].split(' ')).toHaveLength(
      2
    )
    expect(problems).toEqual([])
    await page.close()
  })

  it('gives Markdown pages the utilities too, and keeps Tailwind’s reset off their content', async () => {
    const { page, problems } = await site.openHydrated('/docs')
    expect(await styleOf(page, '#mdx-brand', ['color', 'text-decoration-line'])).toEqual({
      color: 'rgb(18, 52, 86)',
      'text-decoration-line': 'underline'
    })
    expect(await styleOf(page, '.gs-content ul', ['list-style-type'])).toEqual({ 'list-style-type': 'disc' })
    // A JSX heading's Tailwind 4 utilities beat the reset of the site's own elements (hello.dev's hero was 16px:
    // the reset was unlayered, which beats every rule of Tailwind's `@layer utilities`).
    expect(await styleOf(page, '#mdx-hero', ['font-size', 'font-weight', 'margin-top'])).toEqual({
      'font-size': '36px',
      'font-weight': '700',
      'margin-top': '32px'
    })
    expect(problems).toEqual([])
    await page.close()
  })

  it('writes the classes `@source inline(…)` names, and none that no file uses', async () => {
    const assets = join(site.out, '_gs', 'assets')
    const sheet = (await readdir(assets)).find(file => /^site-styles-\w+\.css$/.test(file))
    const css = await readFile(join(assets, sheet!), 'utf8')
    expect(css).toContain('.py-10 {')
    expect(css).not.toContain('.py-11 {')
    // (The theme packages' stylesheets are guildsite's own: not inlined.)
    expect(css).not.toContain('nextra-theme-docs')
  })
})
