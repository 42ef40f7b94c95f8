import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtinChromeMessages, type ChromeMessages } from '../../templates/layout/messages.js'
import { REPO, runCli } from '../helpers/cli.js'
import { useServedOutput } from '../helpers/served-output.js'

// Issue 20 item 5: every text of the docs chrome comes from the page's language (en-US, fr, zh-CN
// built in; ar from the config's overrides, laid out right to left), dates formatted in it.

/** Every text of a message table, nested ones included. */
function texts(messages: ChromeMessages): string[] {
  return Object.values(messages).flatMap(value =>
    typeof value === 'string' ? [value] : Object.values(value as Record<string, string>)
  )
}

/** The chrome's English texts that a page in `locale` must not show (those its language says otherwise). */
function englishLeft(html: string, locale: string): string[] {
  const own = new Set(texts(builtinChromeMessages(locale)))
  const visible = html.replace(/<script[\s\S]*?<\/script>/g, '')
  return texts(builtinChromeMessages('en-US'))
    .filter(text => !own.has(text) && !text.includes('{'))
    .filter(text => visible.includes(text.replace(/'/g, '&#x27;')) || visible.includes(text))
}

describe('the docs chrome in the page language', () => {
  let dir = ''
  let out = ''
  const read = (path: string) => readFileSync(join(out, path), 'utf8')

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-chrome-i18n-'))
    const site = join(dir, 'site')
    await cp(join(REPO, 'tests/fixtures/chrome-i18n'), site, { recursive: true })
    // One commit at a fixed date: "Last updated on" comes from git.
    const date = '2024-11-03T12:00:00Z'
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: site, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } })
    git('init', '-q')
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', '.')
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'pages')
    out = join(site, 'dist')
    const result = await runCli(['build', site, '--quiet'])
    if (result.code !== 0) throw new Error(result.stderr)
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  const served = useServedOutput(() => out)

  it('a French or Chinese page shows none of the English chrome, and its date in its language', () => {
    const english = read('docs/start/index.html')
    expect(english).toContain('On this page')
    expect(english).toContain('Last updated on <time')
    expect(english).toContain('November 3, 2024')

    const french = read('fr/docs/start/index.html')
    expect(englishLeft(french, 'fr')).toEqual([])
    for (const text of [
      'Sur cette page',
      'Modifier cette page sur GitHub',
      'Suivant',
      'Aller au contenu',
      'aria-label="Copier le code"',
      'Dernière mise à jour le <time'
    ])
      expect(french).toContain(text)
    expect(french).toContain('3 novembre 2024')

    const chinese = read('zh-CN/docs/start/index.html')
    expect(englishLeft(chinese, 'zh-CN')).toEqual([])
    for (const text of ['本页目录', '在 GitHub 上编辑此页', '下一页', 'aria-label="复制代码"'])
      expect(chinese).toContain(text)
    expect(chinese).toContain('2024年11月3日')
  })

  it('takes the site’s own texts for a locale without a table, on top of English', () => {
    const arabic = read('ar/docs/start/index.html')
    expect(arabic).toContain('<html lang="ar" dir="rtl"')
    for (const text of ['في هذه الصفحة', 'السابق', 'التالي', 'عدّل هذه الصفحة على GitHub'])
      expect(arabic).toContain(text)
    expect(arabic).toContain('Question? Give us feedback') // not overridden: the English default
  })

  it('the scripts speak the page language: theme switch, copy button, sidebar toggle', async () => {
    const context = await served.browser.newContext({
      viewport: { width: 1280, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write']
    })
    const page = await context.newPage()
    await page.goto(served.url + '/fr/docs/start')
    const theme = page.locator('.gs-navbar [data-theme-toggle]')
    await expect.poll(() => theme.getAttribute('aria-label')).toMatch(/^Thème : Système\. Passer au thème Clair$/)
    await theme.click()
    await expect.poll(() => theme.getAttribute('aria-label')).toBe('Thème : Clair. Passer au thème Sombre')

    const block = page.locator('figure.gs-code').first()
    await block.hover()
    await block.locator('button[data-copy]').click()
    await expect.poll(() => block.locator('button[data-copy]').getAttribute('aria-label')).toBe('Copié')

    const toggle = page.locator('[data-sidebar-toggle]')
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Déplier la barre latérale')
    await context.close()
  })

  it('lays a right-to-left locale out mirrored, with code still left to right', async () => {
    const page = await served.browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(served.url + '/ar/docs/start')
    const sidebar = (await page.locator('#gs-sidebar-tree').boundingBox())!
    const article = (await page.locator('article.gs-content').boundingBox())!
    const toc = (await page.locator('.gs-toc-nav').boundingBox())!
    expect(sidebar.x).toBeGreaterThan(article.x + article.width - 1)
    expect(toc.x + toc.width).toBeLessThan(article.x + 1)
    expect(
      await page
        .locator('article pre')
        .first()
        .evaluate(pre => getComputedStyle(pre).direction)
    ).toBe('ltr')
    // The previous-page arrow points right: it is the way back in a right-to-left page.
    const arrow = page.locator('.gs-pagination-prev .gs-pagination-arrow')
    expect(await arrow.evaluate(el => getComputedStyle(el).transform)).not.toBe('none')
    await page.close()
  })
})
