import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage, waitFor, writeFile } from './dev-harness.js'

// `guildsite dev` on the website whose next.config gives its MDX its own remark/rehype plugins
// (tests/fixtures/website-mdx-plugins-n3, issue #34 left36): the pages it serves run them as the build
// does, and a save of a plugin's file (outside the config's folder) serves the pages it changes.
const served = useDevSite('tests/fixtures/website-mdx-plugins-n3')

describe("guildsite dev: a website's own MDX plugins", () => {
  it('runs them on the served pages, and again with a plugin file saved', async () => {
    const type = async () =>
      /<div class="gs-callout" data-type="(\w+)"/.exec((await fetchPage(served.url, '/')).text)?.[1]
    expect(await type()).toBe('warning')
    const client = await served.subscribe('/')
    const plugin = join(served.site, 'plugins/remark-note-fences.mjs')
    writeFile(plugin, readFileSync(plugin, 'utf8').replace('value: type }', "value: 'error' }"))
    expect(['reload', 'patch']).toContain((await client.nth(0)).event)
    expect(await waitFor(async () => (await type()) === 'error', 'the page with the saved plugin')).toBe(true)
  })
})
