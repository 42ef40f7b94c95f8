import { build } from 'esbuild'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { RSS_FALLBACK } from '../../../src/compile/rss-fallback.js'
import { PACKAGE_ROOT } from '../../../src/package-root.js'

// guildsite's own `rss` (the stand-in a site without node_modules gets), bundled as a page bundle bundles it
// and called as a feed route calls rss 1.2; the expected text is what rss 1.2.2 writes for the same feed.
interface Feed {
  item(options: Record<string, unknown>): Feed
  xml(indent?: unknown): string
}
const dir = await mkdtemp(join(tmpdir(), 'guildsite-rss-'))
afterAll(() => rm(dir, { recursive: true, force: true }))
const bundled = await build({
  stdin: { contents: `${RSS_FALLBACK}\nexport default __gsFallback.default`, resolveDir: PACKAGE_ROOT, loader: 'js' },
  bundle: true,
  format: 'cjs',
  platform: 'node',
  write: false
})
await writeFile(join(dir, 'rss.cjs'), bundled.outputFiles[0].text)
const RSS = (createRequire(import.meta.url)(join(dir, 'rss.cjs')) as { default: new (options: object) => Feed }).default

function feed(): Feed {
  const made = new RSS({
    title: 'Lamps & <Horns>',
    site_url: 'https://example.com',
    feed_url: 'https://example.com/feed.xml',
    categories: ['light'],
    language: 'en',
    ttl: 60,
    custom_namespaces: { itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd' }
  })
  made.item({
    title: 'One "quoted"',
    date: '2024-12-16',
    url: 'https://example.com/1',
    description: 'Ends with ]]> inside',
    categories: ['fog'],
    author: 'Keeper'
  })
  return made.item({
    title: 'Two',
    guid: 'g-2',
    enclosure: { url: 'https://example.com/a.mp3', type: 'audio/mpeg', size: 12 },
    lat: 1,
    long: 2
  })
}
const built = (xml: string) => xml.replace(/<lastBuildDate>[^<]*<\/lastBuildDate>/, '<lastBuildDate>…</lastBuildDate>')

describe("guildsite's rss", () => {
  it('writes the feed as rss 1.2 does, on one line', () => {
    expect(built(feed().xml())).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><rss xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom" version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:geo="http://www.w3.org/2003/01/geo/wgs84_pos#"><channel><title><![CDATA[Lamps & <Horns>]]></title><description><![CDATA[Lamps & <Horns>]]></description><link>https://example.com</link><generator>RSS for Node</generator><lastBuildDate>…</lastBuildDate><atom:link href="https://example.com/feed.xml" rel="self" type="application/rss+xml"/><language><![CDATA[en]]></language><ttl>60</ttl><category><![CDATA[light]]></category><item><title><![CDATA[One "quoted"]]></title><description><![CDATA[Ends with ]]]]><![CDATA[> inside]]></description><link>https://example.com/1</link><guid isPermaLink="true">https://example.com/1</guid><category><![CDATA[fog]]></category><dc:creator><![CDATA[Keeper]]></dc:creator><pubDate>Mon, 16 Dec 2024 00:00:00 GMT</pubDate></item><item><title><![CDATA[Two]]></title><guid isPermaLink="false">g-2</guid><geo:lat>1</geo:lat><geo:long>2</geo:long><enclosure url="https://example.com/a.mp3" length="12" type="audio/mpeg"/></item></channel></rss>'
    )
  })

  it('indents as rss 1.2 does with { indent: true }: four spaces a level', () => {
    expect(built(feed().xml({ indent: true }))).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?><rss xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom" version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:geo="http://www.w3.org/2003/01/geo/wgs84_pos#">',
        '    <channel>',
        '        <title><![CDATA[Lamps & <Horns>]]></title>',
        '        <description><![CDATA[Lamps & <Horns>]]></description>',
        '        <link>https://example.com</link>',
        '        <generator>RSS for Node</generator>',
        '        <lastBuildDate>…</lastBuildDate>',
        '        <atom:link href="https://example.com/feed.xml" rel="self" type="application/rss+xml"/>',
        '        <language><![CDATA[en]]></language>',
        '        <ttl>60</ttl>',
        '        <category><![CDATA[light]]></category>',
        '        <item>',
        '            <title><![CDATA[One "quoted"]]></title>',
        '            <description><![CDATA[Ends with ]]]]><![CDATA[> inside]]></description>',
        '            <link>https://example.com/1</link>',
        '            <guid isPermaLink="true">https://example.com/1</guid>',
        '            <category><![CDATA[fog]]></category>',
        '            <dc:creator><![CDATA[Keeper]]></dc:creator>',
        '            <pubDate>Mon, 16 Dec 2024 00:00:00 GMT</pubDate>',
        '        </item>',
        '        <item>',
        '            <title><![CDATA[Two]]></title>',
        '            <guid isPermaLink="false">g-2</guid>',
        '            <geo:lat>1</geo:lat>',
        '            <geo:long>2</geo:long>',
        '            <enclosure url="https://example.com/a.mp3" length="12" type="audio/mpeg"/>',
        '        </item>',
        '    </channel>',
        '</rss>'
      ].join('\n')
    )
  })

  it('writes lastBuildDate as a date in the RFC 822 form feeds use', () => {
    expect(feed().xml()).toMatch(/<lastBuildDate>\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT<\/lastBuildDate>/)
  })
})
