import { renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { launchBrowser } from '../helpers/browser.js'
import { CONFIG, fetchPage, smallSite, waitForPage, writeFile, writeFileInPlace } from './dev-harness.js'

const served = useDevSite(() => smallSite(), { args: ['--debug'] })

// The broken line quotes markup: the overlay must show it as text.
const BROKEN = '# Alpha\n\nStill fine.\n\n<div>\n<img src=x onerror="alert(1)">\n'
const FIXED = '# Alpha\n\nAlpha is fixed.\n'

interface OverlayPayload {
  errors: { code: string; message: string; location?: string; frame?: string }[]
}

/** The dev client's settings in a served page: the route and the errors the overlay shows. */
const devPayload = (html: string): OverlayPayload =>
  JSON.parse(/<script type="application\/json" id="__guildsite_dev">(.*?)<\/script>/.exec(html)![1])

describe('guildsite dev: errors', () => {
  it('a syntax error reloads the page into an overlay with file:line:col and a code frame; other pages keep working; a fix reloads', async () => {
    await fetchPage(served.url, '/docs/a')
    const a = await served.subscribe('/docs/a')
    writeFile(join(served.site, 'pages/docs/a.mdx'), BROKEN)
    expect((await a.nth(0)).event).toBe('reload')

    const page = await fetchPage(served.url, '/docs/a')
    expect(page.status).toBe(500)
    // The last good content, with the overlay's errors beside it.
    expect(page.text).toContain('Alpha body one.')
    const [error] = devPayload(page.text).errors
    expect(error.code).toBe('MDX_SYNTAX')
    expect(error.location).toMatch(/^pages\/docs\/a\.mdx:6:\d+$/)
    expect(error.frame).toMatch(/^> 6 \| <img src=x onerror="alert\(1\)">$/m)
    // `<` is \u003c in the overlay's JSON: the quoted markup is never live.
    expect(page.text).not.toContain('<img src=x')
    expect((await fetchPage(served.url, '/docs/b')).status).toBe(200)

    writeFile(join(served.site, 'pages/docs/a.mdx'), FIXED)
    expect((await a.nth(1)).event).toBe('reload')
    const fixed = await fetchPage(served.url, '/docs/a')
    expect(fixed.status).toBe(200)
    expect(fixed.text).toContain('Alpha is fixed.')
    expect(devPayload(fixed.text).errors).toEqual([])
  })

  it('a page that never rendered shows its errors as escaped text under the overlay', async () => {
    writeFile(join(served.site, 'pages/docs/broken.mdx'), BROKEN)
    const page = await waitForPage(served.url, '/docs/broken', page => page.status === 500, 'the broken page')
    expect(page.text).toContain('<pre id="guildsite-error-text">pages/docs/broken.mdx:6:')
    expect(page.text).toContain('&#60;img src=x onerror=&#34;alert(1)&#34;&#62;')
    expect(page.text).not.toContain('<img src=x')
    expect(devPayload(page.text).errors[0].location).toMatch(/^pages\/docs\/broken\.mdx:6:\d+$/)
    rmSync(join(served.site, 'pages/docs/broken.mdx'))
    await waitForPage(served.url, '/docs/broken', page => page.status === 404, 'the broken page to be gone')
  })

  it('in a browser the overlay shows the error as text and the fixed page reloads by itself', async () => {
    const browser = await launchBrowser()
    try {
      const tab = await browser.newPage()
      const dialogs: string[] = []
      tab.on('dialog', dialog => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      await tab.goto(new URL('docs/a', served.url).href)
      await tab.locator('html[data-guildsite-dev="connected"]').waitFor({ timeout: 30_000 })

      writeFile(join(served.site, 'pages/docs/a.mdx'), BROKEN)
      const overlay = tab.locator('#guildsite-error-overlay')
      await overlay.waitFor({ timeout: 30_000 })
      const text = await overlay.evaluate(host => host.shadowRoot!.textContent)
      expect(text).toMatch(/pages\/docs\/a\.mdx:\d+:\d+/)
      expect(text).toContain('<img src=x onerror="alert(1)">')
      expect(await overlay.evaluate(host => host.shadowRoot!.querySelectorAll('img').length)).toBe(0)
      // The page reloaded into its last good content, under the overlay.
      expect(await tab.textContent('main')).toContain('Alpha is fixed.')

      writeFile(join(served.site, 'pages/docs/a.mdx'), '# Alpha\n\nFixed from the browser test.\n')
      await tab.waitForFunction(() => document.body.textContent!.includes('Fixed from the browser test.'), undefined, {
        timeout: 30_000
      })
      expect(await tab.locator('#guildsite-error-overlay').count()).toBe(0)
      expect(dialogs).toEqual([])
    } finally {
      await browser.close()
    }
  })

  it('a broken config keeps the last good one and shows the error until it is fixed', async () => {
    await fetchPage(served.url, '/docs/b')
    const b = await served.subscribe('/docs/b')
    writeFile(
      join(served.site, 'guildsite.config.json'),
      '{\n  "siteName": "Broken",\n  "docsRepositoryBase": "https://github.com/x/y",\n  "sidebar": { "defaultMenuCollapseLevel": 0 }\n}\n'
    )
    const overlay = await b.nth(0)
    expect(overlay.event).toBe('overlay')
    const [error] = (overlay.data as unknown as OverlayPayload).errors
    expect(error.code).toBe('CONFIG_INVALID')
    expect(error.location).toMatch(/^guildsite\.config\.json:4:\d+$/)

    const page = await fetchPage(served.url, '/docs/b')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<title>Beta – Dev Test Site</title>')
    expect(devPayload(page.text).errors.map(e => e.code)).toEqual(['CONFIG_INVALID'])

    writeFile(join(served.site, 'guildsite.config.json'), CONFIG('Renamed Site'))
    expect((await b.nth(1)).event).toBe('reload')
    const renamed = await fetchPage(served.url, '/docs/b')
    expect(renamed.text).toContain('<title>Beta – Renamed Site</title>')
    expect(devPayload(renamed.text).errors).toEqual([])
  })

  it('a burst of 200 saves over 20 files: no crash, and the final content is served', async () => {
    const files = Array.from({ length: 20 }, (_, i) => `pages/burst/p${i}.mdx`)
    for (const [i, file] of files.entries()) writeFile(join(served.site, file), `# Burst ${i}\n\nversion start\n`)
    await waitForPage(served.url, '/burst/p19', page => page.status === 200, 'the burst pages')
    for (let round = 0; round < 10; round++) {
      for (const [i, file] of files.entries()) {
        // Half of the saves in place, half atomic (a temporary file renamed over the page).
        const path = join(served.site, file)
        const body = `# Burst ${i}\n\nversion ${round}\n`
        if ((round + i) % 2) writeFileInPlace(path, body)
        else {
          writeFileInPlace(`${path}.tmp`, body)
          renameSync(`${path}.tmp`, path)
        }
      }
    }
    for (const [i] of files.entries()) {
      await waitForPage(
        served.url,
        `/burst/p${i}`,
        page => page.text.includes('version 9'),
        `/burst/p${i} to show its last save`
      )
    }
    expect(served.dev.child.exitCode).toBeNull()
    expect((await fetchPage(served.url, '/')).status).toBe(200)
    expect(served.dev.stderr()).not.toContain('unexpected error')
  })
})
