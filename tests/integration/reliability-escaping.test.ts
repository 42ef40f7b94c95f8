import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import fg from 'fast-glob'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { searchIndexTexts } from '../helpers/search-files.js'
import { useServedOutput } from '../helpers/served-output.js'

/**
 * Author-controlled text never becomes markup: a title, heading, front matter or config value that
 * tries to close `<title>` and open a `<script>` is escaped everywhere it lands (title, meta tags,
 * navigation, inline scripts, search index), and raw `<script>`/`on*` HTML in `.md` is dropped.
 * Checked twice: by scanning the built HTML, and by loading it in Chromium, where no dialog may open.
 */

const PAYLOAD = '</title><script>alert(1)</script>'
const LINE_BREAKS = '\u2028\u2029'

const FILES: Record<string, string> = {
  'guildsite.config.json': JSON.stringify({
    siteName: `Docs ${PAYLOAD}`,
    docsRepositoryBase: 'https://github.com/the-guild-org/test/tree/main',
    siteUrl: 'https://docs.example.com',
    description: `Site ${PAYLOAD}`,
    // The banner key is inlined in the theme script as a JS string: the one JSON-in-HTML spot.
    banner: {
      key: `</script><script>alert("banner")</script>${LINE_BREAKS}`,
      text: `Banner ${PAYLOAD}`,
      dismissible: true
    }
  }),
  'pages/_meta.json': JSON.stringify({ index: `Home ${PAYLOAD}`, evil: '', mdx: { title: `Meta ${PAYLOAD}` } }),
  'pages/index.mdx': `---\ntitle: "${PAYLOAD}"\ndescription: "${PAYLOAD}"\n---\n\n# Home\n\nSee [the page](/evil).\n`,
  'pages/evil.md': [
    '---',
    `title: "${PAYLOAD}"`,
    `description: "${PAYLOAD} ${LINE_BREAKS}"`,
    `sidebarTitle: "${PAYLOAD}"`,
    `image: "/x.png?<script>alert(2)</script>"`,
    '---',
    '',
    `# Heading ${PAYLOAD}`,
    '',
    '## Sub </script><script>alert(3)</script>',
    '',
    '<script>alert(4)</script>',
    '',
    '<img src="/x.png" onerror="alert(5)">',
    '',
    '<a href="javascript:alert(6)">javascript link</a> <a href="jav&#x09;ascript:alert(7)">tabbed link</a>',
    '',
    '<div onclick="alert(8)" onmouseover="alert(9)">hover me</div>',
    '',
    '<svg onload="alert(10)"><circle r="1"></circle></svg>',
    '',
    '<iframe src="/frame.html" srcdoc="<script>parent.alert(11)</script>"></iframe>',
    '',
    'Findable text: escapology.',
    ''
  ].join('\n'),
  'pages/mdx.mdx': `# {${JSON.stringify(PAYLOAD)}}\n\n## {'</script><script>alert(12)</script>'}\n\nFindable text: escapology.\n`
}

let root: string
let out: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'guildsite-escaping-'))
  for (const [path, content] of Object.entries(FILES)) {
    await mkdir(dirname(join(root, 'site', path)), { recursive: true })
    await writeFile(join(root, 'site', path), content)
  }
  const result = await runCli(['build', join(root, 'site'), '--no-cache'])
  expect(result.code, result.stderr).toBe(0)
  out = join(root, 'site/dist')
}, 180_000)

afterAll(() => rm(root, { recursive: true, force: true }))

const html = (path: string) => readFile(join(out, path), 'utf8')

describe('the built HTML', () => {
  it('escapes the payload in <title>, meta tags and navigation', async () => {
    const page = await html('evil/index.html')
    const escaped = '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;'
    expect(page).toContain(`<title>${escaped} – Docs ${escaped}</title>`)
    expect(page).toContain(`<meta name="description" content="${escaped}`)
    expect(page).toContain(`<meta property="og:title" content="${escaped} – Docs ${escaped}"/>`)
    // In `.md` the heading's tags are raw HTML (CommonMark): the script is dropped, not escaped.
    expect(page).toMatch(/<h1[^>]*>Heading <\/h1>/)
    // In MDX an expression is text.
    expect(await html('mdx/index.html')).toMatch(new RegExp(`<h1[^>]*>${escaped.replace(/[()]/g, '\\$&')}</h1>`))
    // Sidebar, breadcrumb, pagination and TOC carry titles and headings as text.
    expect(page.split(escaped).length).toBeGreaterThan(6)
  })

  it('has no script but its own, no event handler and no javascript: URL', async () => {
    for (const file of await fg('**/*.html', { cwd: out })) {
      const page = await html(file)
      const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      for (const [, attributes, body] of scripts) {
        if (/\ssrc="/.test(attributes)) expect(body, file).toBe('')
        else expect(body, file).toMatch(/^\(function\(\)\{/)
        // Inline scripts hold no raw `<` (a `</script>` inside would end them) and no U+2028/2029.
        expect(
          body.includes('<') || body.includes('\u2028') || body.includes('\u2029'),
          `${file}: ${body.slice(0, 80)}`
        ).toBe(false)
      }
      for (const [tag] of page.matchAll(/<[a-zA-Z][^>]*>/g)) {
        expect(tag, file).not.toMatch(/\son[a-z]+\s*=/i)
        expect(tag, file).not.toMatch(/\ssrcdoc\s*=/i)
        expect(tag, file).not.toMatch(/=\s*"\s*(javascript|vbscript):/i)
      }
      expect(page, file).not.toMatch(/alert\(\d+\)<\/script>/)
    }
  })

  it('keeps the banner key a string inside the theme script', async () => {
    const page = await html('index.html')
    expect(page).toContain(
      'localStorage.getItem("\\u003c/script>\\u003cscript>alert(\\"banner\\")\\u003c/script>\\u2028\\u2029")'
    )
  })

  it('stores titles and headings in the search index as data, never as markup to render', async () => {
    // (Chunks, which hold titles and headings, are packed gzip members.)
    const texts = await searchIndexTexts(out)
    const values = JSON.stringify(texts.map(text => JSON.parse(text)))
    expect(values).toContain(JSON.stringify(PAYLOAD).slice(1, -1))
  })
})

describe('in Chromium', () => {
  const served = useServedOutput(() => out)

  async function open(path: string): Promise<{ page: Page; dialogs: string[] }> {
    const page = await (await served.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
    const dialogs: string[] = []
    page.on('dialog', dialog => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(served.url + path)
    return { page, dialogs }
  }

  it('no dialog opens on any page, even when the stripped elements are clicked and hovered', async () => {
    for (const path of ['/', '/evil', '/mdx', '/404.html']) {
      const { page, dialogs } = await open(path)
      if (path === '/evil') {
        await page.getByText('hover me').hover()
        await page.getByText('hover me').click()
        await page.getByText('javascript link').click()
        await page.getByText('tabbed link').click()
      }
      await page.waitForTimeout(300)
      expect(dialogs, path).toEqual([])
      // The payload is the title's text, not the end of the <title> element.
      if (path === '/evil') expect(await page.title()).toBe(`${PAYLOAD} – Docs ${PAYLOAD}`)
      await page.context().close()
    }
  }, 120_000)

  it('search results show the payload as text', async () => {
    const { page, dialogs } = await open('/')
    await page
      .locator('main')
      .first()
      .click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('/')
    await page.locator('.gs-sm-input').fill('escapology')
    await expect.poll(() => page.locator('.gs-sm [role=option]').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    const text = await page.locator('.gs-sm').textContent()
    expect(text).toContain(PAYLOAD)
    expect(await page.locator('.gs-sm script, .gs-sm img, .gs-sm iframe').count()).toBe(0)
    await page.waitForTimeout(300)
    expect(dialogs).toEqual([])
    await page.context().close()
  }, 120_000)
})
