import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// A Nextra 3 theme config's `editLink.component` (envelop's: a plugin page's edit link goes to the plugin's
// repository, or is none): Nextra renders the component in place of the edit link for each page, with the
// page file's path, the link's class and its text; guildsite drew its own link to the page's file.

/** The page's edit link (the one to github.com that is not the feedback issue). */
const editLinks = (html: string): string[] =>
  (/<div class="gs-page-actions">(.*?)<\/div>/s.exec(html)?.[1] ?? '')
    .match(/<a [^>]*>[^<]*/g)
    ?.filter(link => !link.includes('/issues/new')) ?? []

describe('a Nextra 3 website whose theme config renders the edit link (website-edit-link-component)', async () => {
  const { build, page } = await buildFixtureCopy('website-edit-link-component')

  it('builds with exit 0 and no warning about the edit link', () => {
    expect(build.code).toBe(0)
    expect(build.stderr).not.toContain('THEME_HEAD')
  })

  it("renders a page's edit link with the site's component: its URL, the page file's path, the link's class and text", () => {
    expect(editLinks(page(''))).toEqual([
      '<a class="gs-page-action" target="_blank" rel="noreferrer" href="https://github.com/acme/hooks/blob/main/website/pages/index.mdx">Edit this page on GitHub'
    ])
  })

  it("gives the component a dynamic route's page as Next's router names it (/plugins/[name], its query)", () => {
    expect(editLinks(page('plugins/use-cache'))).toEqual([
      '<a class="gs-page-action" target="_blank" rel="noreferrer" href="https://github.com/acme/cache-plugin/blob/main/README.md">Edit this page on GitHub'
    ])
  })

  it('draws no edit link where the component renders nothing, and leaves no trace of its input', () => {
    expect(editLinks(page('plugins/use-trace'))).toEqual([])
    expect(page('plugins/use-trace')).toContain('Question? Give us feedback')
    for (const route of ['', 'plugins/use-cache', 'plugins/use-trace'])
      expect(page(route)).not.toMatch(/data-gs-theme-head|data-gs-edit-link/)
  })
})
