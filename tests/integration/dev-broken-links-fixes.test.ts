import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage, waitFor, writeFile } from './dev-harness.js'

// A blog article and a French page with broken links, each fixed on the other side of the link:
// the missing page is added, the missing heading is written in the target page.
const POST =
  '---\ntitle: First post\ndate: 2026-01-02\n---\n\n# First post\n\nRead [the next one](/blog/second) and\n[the later part](/docs/target#later).\n'
const GUIDE_FR = '# Guide\n\nVoir [absent](/docs/absente) et\n[plus tard](/docs/target#plus-tard).\n'

const served = useDevSite(
  {
    'guildsite.config.json': JSON.stringify({
      siteName: 'Dev Links Site',
      docsRepositoryBase: 'https://github.com/the-guild-org/dev-test',
      i18n: {
        defaultLocale: 'en-US',
        locales: [
          { locale: 'en-US', text: 'English' },
          { locale: 'fr', text: 'Français' }
        ]
      },
      search: { enabled: false }
    }),
    'pages/_meta.json': JSON.stringify({ index: 'Home', docs: 'Docs', blog: 'Blog' }),
    'pages/_meta.fr.json': JSON.stringify({ index: 'Accueil', docs: 'Docs', blog: 'Blog' }),
    'pages/index.mdx': '# Home\n',
    'pages/index.fr.mdx': '# Accueil\n',
    'pages/docs/_meta.json': JSON.stringify({ target: 'Target', guide: 'Guide' }),
    'pages/docs/_meta.fr.json': JSON.stringify({ target: 'Cible', guide: 'Guide' }),
    'pages/docs/target.mdx': '# Target\n\n## First\n\nText.\n',
    'pages/docs/target.fr.mdx': '# Cible\n\n## Premier\n\nTexte.\n',
    'pages/docs/guide.mdx': '# Guide\n',
    'pages/docs/guide.fr.mdx': GUIDE_FR,
    'pages/blog/_meta.json': JSON.stringify({
      '*': { type: 'doc', theme: { typesetting: 'article', sidebar: false } },
      first: 'First post'
    }),
    'pages/blog/first.mdx': POST
  },
  { browser: true }
)

/** The notice's lines as the page shows them, or null without a notice. */
const noticeOf = (page: Page) =>
  page.evaluate(
    () => document.getElementById('guildsite-link-notice')?.shadowRoot?.querySelector('.panel')?.textContent ?? null
  )

describe('guildsite dev: broken links on a blog article and a localized page', () => {
  it('reports them, and clears each notice when the link is fixed on the other side (page added, heading added)', async () => {
    // The targets compiled first: their headings are known, so the anchors into them are checked.
    await fetchPage(served.url, '/docs/target')
    await fetchPage(served.url, '/fr/docs/target')
    const post = await served.browser.newPage()
    await post.goto(new URL('blog/first', served.url).href)
    const guide = await served.browser.newPage()
    await guide.goto(new URL('fr/docs/guide', served.url).href)

    await expect.poll(() => noticeOf(post)).toContain('2 broken links')
    expect(await noticeOf(post)).toContain('pages/blog/first.mdx:8:6')
    expect(await noticeOf(post)).toContain('Broken link → /blog/second: no page or file at /blog/second')
    expect(await noticeOf(post)).toContain('Broken anchor → /docs/target#later: /docs/target has no heading #later')
    await expect.poll(() => noticeOf(guide)).toContain('2 broken links')
    expect(await noticeOf(guide)).toContain('pages/docs/guide.fr.mdx:3:6')
    expect(await noticeOf(guide)).toContain('Broken link → /docs/absente: no page or file at /docs/absente')
    // The French page's root-relative link goes to the French target first.
    expect(await noticeOf(guide)).toContain('/fr/docs/target has no heading #plus-tard')
    const output = () => served.dev.stdout() + served.dev.stderr()
    await waitFor(() => output().includes('guide.fr.mdx:4:1'), 'the terminal line of the French anchor')
    expect(output()).toMatch(/pages\/blog\/first\.mdx:8:6[^\n]*\n?[^\n]*Broken link → \/blog\/second/)

    // The missing article appears: the post's link notice goes, its anchor notice stays.
    writeFile(join(served.site, 'pages/blog/second.mdx'), '# Second post\n\nText.\n')
    await expect.poll(() => noticeOf(post), { timeout: 15_000 }).not.toContain('/blog/second')
    expect(await noticeOf(post)).toContain('Broken anchor → /docs/target#later')
    // The heading is written in the target page (not open anywhere): the notice clears.
    writeFile(join(served.site, 'pages/docs/target.mdx'), '# Target\n\n## First\n\nText.\n\n## Later\n\nMore.\n')
    await expect.poll(() => noticeOf(post), { timeout: 15_000 }).toBeNull()

    // The French page: its own link fixed, then the French target's heading written.
    writeFile(join(served.site, 'pages/docs/guide.fr.mdx'), GUIDE_FR.replace('/docs/absente', '/docs/target'))
    await expect.poll(() => noticeOf(guide), { timeout: 15_000 }).not.toContain('absente')
    expect(await noticeOf(guide)).toContain('#plus-tard')
    writeFile(
      join(served.site, 'pages/docs/target.fr.mdx'),
      '# Cible\n\n## Premier\n\nTexte.\n\n## Plus tard\n\nSuite.\n'
    )
    await expect.poll(() => noticeOf(guide), { timeout: 15_000 }).toBeNull()
    expect(await guide.getByRole('link', { name: 'plus tard' }).getAttribute('href')).toBe('/fr/docs/target#plus-tard')
  }, 60_000)
})
