import { describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage } from './dev-harness.js'

// `guildsite dev` on a Nextra 4 website folder (tests/fixtures/website-app-router, copied: the dev
// server keeps its cache in the site): the home page is app/page.tsx, not a 404, and app pages render
// as in the build, async components and `await` in MDX included.
describe('guildsite dev: the app router', () => {
  const served = useDevSite('tests/fixtures/website-app-router')

  it('answers / with app/page.tsx and serves the other app pages', async () => {
    const { dev } = served
    const home = await fetchPage(dev.url, '/')
    expect(home.status).toBe(200)
    expect(home.text).toContain('<h1>Widgets home</h1>')
    expect(home.text).toContain('<ul class="docs-list"><li>/docs</li><li>/docs/all</li><li>/docs/setup</li></ul>')
    const about = await fetchPage(dev.url, '/about')
    expect(about.status).toBe(200)
    expect(about.text).toContain('<div class="marketing-shell"><p>We make widgets.</p></div>')
    expect(about.text).toContain('<title>About us | Widgets</title>')
    const notes = await fetchPage(dev.url, '/notes')
    expect(notes.status).toBe(200)
    expect(notes.text).toContain('Awaited in MDX.')
    expect((await fetchPage(dev.url, '/docs')).status).toBe(200)
  })

  it('serves a dynamic app route at the paths of its generateStaticParams, as the build does, and no other', async () => {
    const { dev } = served
    const second = await fetchPage(dev.url, '/blog/second')
    expect(second.status).toBe(200)
    expect(second.text).toContain('The post called <!-- -->second<!-- -->.')
    expect(second.text).toContain('<title>Post second | Widgets</title>')
    const first = await fetchPage(dev.url, '/blog/first')
    expect(first.status).toBe(200)
    expect(first.text).toContain('The post called <!-- -->first<!-- -->.')
    // Of the route's shape, but not among its params; and of no app route's shape.
    expect((await fetchPage(dev.url, '/blog/third')).status).toBe(404)
    expect((await fetchPage(dev.url, '/blog/first/more')).status).toBe(404)
  })
})

describe('guildsite dev: the app router of the graphql-config website', () => {
  const served = useDevSite('tests/fixtures/corpus/website-graphql-config')

  it('the graphql-config website: / is its app/page.tsx, /changelog its page.mdx with top-level await (the absent CHANGELOG.md a warning)', async () => {
    const { dev } = served
    const home = await fetchPage(dev.url, '/')
    expect(home.status).toBe(200)
    expect(home.text).toMatch(/<h1 id="graphql-config"[^>]*><a href="#graphql-config"[^>]*>GraphQL Config<\/a><\/h1>/)
    expect(home.text).not.toContain('http-equiv="refresh"')
    const changelog = await fetchPage(dev.url, '/changelog')
    expect(changelog.status).toBe(200)
    expect(changelog.text).toContain('<h1 id="changelog" data-md="">Changelog')
    expect(dev.stderr()).toContain(
      'src/app/changelog/page.mdx:12:25 - warning PAGE_DATA ../CHANGELOG.md does not exist (files read at build time resolve from the site folder); the page was built with it read as empty'
    )
  })
})
