import { describe, expect, it } from 'vitest'
import { compileMdx } from '../../../src/compile/compile-mdx.js'
import { followRedirects } from '../../../src/compile/resolve-links.js'
import type { SiteConfig } from '../../../src/config/load-config.js'
import { followsNextraUrls } from '../../../src/website/nextra-links.js'

// Issue 34.9: links as Nextra's visitors follow them (the compile step; the build: website-lenient.test.ts).
const links = async (source: string, nextraLinks?: Parameters<typeof compileMdx>[0]['nextraLinks']) =>
  (
    await compileMdx({
      display: 'content/index.mdx',
      path: '/site/content/index.mdx',
      source,
      format: 'mdx',
      builtins: new Set(),
      folderRoute: '/docs',
      ...(nextraLinks && { nextraLinks })
    })
  ).links.map(link => link.url)

describe('links as Nextra’s visitors follow them', () => {
  const source = '[a](./usage) [b](usage#x) [c](../up) [d](/old?q=1#h) [e](./guide)'

  it('resolves against the folder (GitHub’s way) without Nextra links: a guildsite-native site', async () => {
    expect(await links(source)).toEqual(['/docs/usage', '/docs/usage#x', '/up', '/old?q=1#h', '/docs/guide'])
  })

  it('resolves against the URL of an index page (no trailing slash), follows redirects, falls back to the folder', async () => {
    const result = await links(source, {
      route: '/docs',
      redirects: { '/usage': '/docs/user/usage', '/old': '/docs/new' },
      routes: ['/docs', '/docs/guide', '/docs/user/usage', '/docs/new']
    })
    // ./usage is /usage (redirected); ../up stays /up (no page either way); ./guide is only the folder's.
    expect(result).toEqual(['/docs/user/usage', '/docs/user/usage#x', '/up', '/docs/new?q=1#h', '/docs/guide'])
  })

  it('follows a chain of redirects, keeping the hash, and leaves external destinations as they are', () => {
    const redirects = {
      '/a': '/b',
      '/b': '/c',
      '/x': 'https://example.com/x',
      '/ext/:path*': 'https://example.com/:path*'
    }
    expect(followRedirects('/a#h', redirects)).toBe('/c#h')
    expect(followRedirects('//cdn/a', redirects)).toBe('//cdn/a')
    // A parametric source has no redirect page of its own: the link goes to the other site itself.
    expect(followRedirects('/ext/y#h', redirects)).toBe('https://example.com/y#h')
  })

  it('keeps a link to an exact source that sends the visitor to another site, as Nextra writes it (graphql-tools)', () => {
    // The build writes a redirect page at the source; the link stays the site's own (same tab, no external mark).
    const redirects = { '/x': 'https://example.com/x', '/old-x': '/x', '//proto': '//cdn.example.com/p' }
    expect(followRedirects('/x', redirects)).toBe('/x')
    expect(followRedirects('/x?q=1#h', redirects)).toBe('/x?q=1#h')
    // An on-site hop before it is still followed: one redirect page, not two.
    expect(followRedirects('/old-x#h', redirects)).toBe('/x#h')
    expect(followRedirects('/proto', { '/proto': '//cdn.example.com/p' })).toBe('/proto')
  })

  it('applies to website folders and to docs folders whose guildsite config states a Nextra major', () => {
    const config = (fields: Partial<SiteConfig>) => fields as SiteConfig
    expect(followsNextraUrls(config({ website: { files: [], notes: [] } }))).toBe(true)
    expect(followsNextraUrls(config({ nextra: 3 }))).toBe(true)
    expect(followsNextraUrls(config({}))).toBe(false)
  })
})

describe('redirects with parameters, as Next matches them (the Hive website: /docs/management/:path*)', () => {
  const redirects = {
    '/docs/get-started/organizations': '/docs/management/organizations',
    '/docs/management/:path*': '/docs/schema-registry/management/:path*',
    '/blog/:slug': '/posts/:slug',
    '/v1/:rest+': '/docs/v1/:rest+'
  }

  it('fills the parameters into the destination, keeping query and hash, through exact sources too', () => {
    expect(followRedirects('/docs/management/targets#tokens', redirects)).toBe(
      '/docs/schema-registry/management/targets#tokens'
    )
    expect(followRedirects('/docs/management', redirects)).toBe('/docs/schema-registry/management')
    expect(followRedirects('/docs/get-started/organizations?x=1', redirects)).toBe(
      '/docs/schema-registry/management/organizations?x=1'
    )
    expect(followRedirects('/blog/hello', redirects)).toBe('/posts/hello')
    expect(followRedirects('/v1/a/b', redirects)).toBe('/docs/v1/a/b')
  })

  it('leaves paths no pattern matches as they are', () => {
    expect(followRedirects('/blog', redirects)).toBe('/blog')
    expect(followRedirects('/blog/a/b', redirects)).toBe('/blog/a/b')
    expect(followRedirects('/docs/managementx', redirects)).toBe('/docs/managementx')
    expect(followRedirects('/v1', redirects)).toBe('/v1')
  })

  it('a link to a parametric source is a page of the site (no broken link) and is written to the destination', async () => {
    const result = await links('[t](/docs/management/targets)', {
      route: '/docs',
      redirects,
      routes: ['/docs', '/docs/schema-registry/management/targets']
    })
    expect(result).toEqual(['/docs/schema-registry/management/targets'])
  })
})
