import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage, waitFor, writeFile } from './dev-harness.js'

// `guildsite dev` on the Nextra 4 website whose `mdx-components.jsx` reaches a module that throws when
// it loads (tests/fixtures/website-mdx-components-throws): the MDX_COMPONENTS_EVAL warning a build
// prints, printed once per read of the file — at the first page, and again after each save.
const served = useDevSite('tests/fixtures/website-mdx-components-throws')

const warnings = () => served.dev.stderr().match(/^\S+ - warning MDX_COMPONENTS_EVAL .*/gm) ?? []

describe('guildsite dev: a site mdx-components file that throws', () => {
  it('prints its MDX_COMPONENTS_EVAL warning once, as the build does, whatever the pages served', async () => {
    expect((await fetchPage(served.url, '/docs')).status).toBe(200)
    await waitFor(() => warnings().length > 0, 'the MDX_COMPONENTS_EVAL warning')
    expect((await fetchPage(served.url, '/')).status).toBe(200)
    expect((await fetchPage(served.url, '/docs')).status).toBe(200)
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]).toMatch(/^mdx-components\.jsx:3:1 - warning MDX_COMPONENTS_EVAL /)
    expect(warnings()[0]).toContain('utils/client.ts throws "Missing database environment variables"')
  })

  it('prints it again, at its new line, after a save of the file that still throws; not after one that loads', async () => {
    const client = await served.subscribe('/docs')
    const file = join(served.site, 'mdx-components.jsx')
    const original = readFileSync(file, 'utf8')
    writeFile(file, `// Saved once.\n${original}`)
    // (A reload, or the new article in place: the page's text is what changes.)
    expect(['reload', 'patch']).toContain((await client.nth(0)).event)
    expect((await fetchPage(served.url, '/docs')).status).toBe(200)
    await waitFor(() => warnings().length > 1, 'the warning of the second read')
    expect(warnings()).toHaveLength(2)
    expect(warnings()[1]).toMatch(/^mdx-components\.jsx:4:1 - warning MDX_COMPONENTS_EVAL /)

    // Without the component whose module throws, the file loads: nothing more to say.
    writeFile(file, original.replace("import Links from './components/Links'\n", '').replace(', Links,', ','))
    expect(['reload', 'patch']).toContain((await client.nth(1)).event)
    const page = await fetchPage(served.url, '/docs')
    expect(page.status).toBe(200)
    // (Its components are read again: `<Links>` is now nobody's, a placeholder.)
    expect(page.text).toContain('data-missing-component="Links"')
    expect(warnings()).toHaveLength(2)
  })
})
