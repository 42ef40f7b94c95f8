import { readFileSync } from 'node:fs'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fg from 'fast-glob'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'

// Nextra 4 pages that build their routes from a list and their content from elsewhere (issue 34
// items 4, 5 and 7, as the graphql-yoga and graphql-tools websites do; tests/fixtures/website-app-remote):
// versioned docs from `remote-files/v2.json` through `convertToPageMap`, fetched at build time from a
// local server that answers two of them and drops the third (as a fetch without network fails); a changelog page globbing `../packages`, absent beside the website folder; a root
// layout importing both pages' `pageMap` and an `.mdx` banner. One build for the file.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

describe('app pages whose content is fetched or globbed from outside the website folder', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-app-remote-'))
  temp.push(dir)
  // Outside the repository: no node_modules and no `../packages` up the tree.
  const site = join(dir, 'website')
  await cp('tests/fixtures/website-app-remote', site, { recursive: true })
  const docs: Record<string, string> = {
    '/website/docs/index.mdx': '# Widget 2\n\nStart with [the docs](/docs).\n',
    '/website/docs/features/cors.mdx':
      '# CORS for widgets\n\nSee [the quick start](/docs) and [the blog](/blog).\n\n' +
      'Also [the context](../features/context#usage) and [the old docs](/old-docs).\n\n' +
      'It\'s "quoted" -- as Nextra 4\'s compileMdx sets it.\n'
  }
  const server = createServer((request, response) => {
    const text = docs[request.url ?? '']
    if (text === undefined) request.socket.destroy()
    else response.end(text)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const list = join(site, 'remote-files', 'v2.json')
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  await writeFile(list, (await readFile(list, 'utf8')).replace('http://127.0.0.1:9', origin))
  const out = join(dir, 'dist')
  const build = await runCli(['build', site, '--out', out, '--force']).finally(() => server.close())
  const page = (path: string) => readFileSync(join(out, path), 'utf8')
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
  const warnings = build.stderr.split('\n').filter(line => / - warning /.test(line))

  it('builds the site: every route of generateStaticParams is written, the root layout is read', async () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
    expect((await fg('**/*.html', { cwd: out })).sort()).toEqual([
      '404.html',
      '500.html',
      'docs/index.html',
      'index.html',
      // (The redirect's page: where the old route sends a visitor.)
      'old-docs/index.html',
      'packages/index.html',
      'status/index.html',
      'v2/features/context/index.html',
      'v2/features/cors/index.html',
      'v2/index.html'
    ])
    // The layout (with its `.mdx` import and its pages' `_pageMap[0].children`) was evaluated: no CONFIG_LOAD.
    expect(build.stderr).not.toContain('CONFIG_LOAD')
    // `@theguild/components/server/next.config` is the Guild's `defaultNextraOptions`, as `…/next.config`.
    expect(build.stderr).not.toContain('UNRESOLVED_IMPORT')
  })

  it("a fetched page renders what compileMdx makes of it, with remarkLinkRewrite's links and the layout's .mdx banner", () => {
    const cors = page('v2/features/cors/index.html')
    expect(cors).toContain('CORS for widgets</h1>')
    expect(cors).toContain('href="/v2"')
    expect(cors).toContain('href="/blog"')
    expect(cors).toContain('old Widget v<!-- -->2')
    // The banner's `<Link>` is `useMDXComponents().a`: Nextra's content link, so it wears Markdown's mark
    // (and the theme's link look) as graphql-yoga's legacy-docs banner shows it.
    expect(cors).toContain('<a data-md="" href="/docs">Read the latest</a>')
    // Prose set with SmartyPants, as Nextra 3 and 4's compileMdx always sets it (graphql-yoga's /v4 pages).
    expect(cors).toContain('It’s “quoted” — as Nextra 4’s compileMdx sets it.')
    expect(page('v2/index.html')).toContain('Widget 2</h1>')
    // Links in fetched content go where Nextra's visitors go: a relative one as the browser resolves it at
    // the page's URL (/v2/features/cors, no trailing slash), a redirect's source to its destination.
    expect(cors).toContain('href="/v2/features/context#usage"')
    expect(cors).toContain('href="/docs">the old docs</a>')
    // Rendered in the MDX wrapper of useMDXComponents: a docs page (article, sidebar), as Nextra's theme shows it;
    // a component page without it fills the layout.
    // (Its breadcrumb and sidebar are the root layout's page map: Widget 2 Docs › Features › CORS.)
    expect(cors).toMatch(
      /<main id="gs-content" class="gs-main"><div class="gs-main-inner"><nav class="gs-breadcrumb" [^]*?<a href="\/v2">Widget 2 Docs<\/a>[^]*?<\/nav><article class="gs-content" data-gs-md="">/
    )
    expect(cors).toContain('id="gs-sidebar-tree"')
    expect(page('status/index.html')).toContain('<main id="gs-content" class="gs-main gs-main--raw">')
    expect(page('index.html')).toContain('class="gs-main gs-main--raw"')
  })

  it('a page whose fetch fails is written with a placeholder, its title from its page map; one warning at the fetch naming the URL', () => {
    const context = page('v2/features/context/index.html')
    expect(context).toContain('data-missing-component="Page"')
    expect(context).not.toContain('old Widget v')
    expect(title(context)).toMatch(/^Context \| Widget/)
    expect(title(page('v2/features/cors/index.html'))).toMatch(/^CORS \| Widget/)
    expect(title(page('v2/index.html'))).toMatch(/^Quick Start \| Widget/)
    const fetched = warnings.filter(line => line.startsWith('src/app/v2/'))
    expect(fetched).toHaveLength(1)
    expect(fetched[0]).toMatch(
      new RegExp(
        `^src/app/v2/\\[\\[\\.\\.\\.slug\\]\\]/page\\.tsx:32:26 - warning PAGE_DATA fetch\\(${origin.replace(/\./g, '\\.')}/website/docs/features/context\\.mdx\\) failed at build time \\(.+\\); route /v2/features/context is written with a placeholder in place of the page's content$`
      )
    )
  })

  it("the content folder's pages get the navigation the root layout's <GuildLayout pageMap> draws, as its app pages do", () => {
    // (Nextra 4 draws every page's navigation from it: the layout adds the versioned docs and the
    // changelogs, empty here, beside `getPageMap()`'s items.)
    const menu = (html: string) =>
      /<nav class="gs-sidebar-menu gs-tree" aria-label="Menu">([^]*?)<\/nav>/.exec(html)?.[1]
    // (GuildLayout's page map starts with its Company and Products menus, closed folders in the phone menu; then the
    // layout's items. A folder of pages: Nextra's phone menu draws it with a folder's chevron.)
    const folders = (html: string) =>
      [...menu(html)!.matchAll(/<span class="gs-sidebar-folder-title">([^<]*)<\/span>/g)].map(match => match[1])
    expect(folders(page('docs/index.html'))).toEqual(['Company', 'Products'])
    expect(menu(page('docs/index.html'))).toMatch(
      /<\/details><\/li><li><a href="\/v2" data-folder="">Widget 2 Docs<\/a><\/li><\/ul>$/
    )
    expect(menu(page('v2/index.html'))).toMatch(
      /<\/details><\/li><li><a class="gs-active" href="\/v2" aria-current="page" data-folder="">Widget 2 Docs<\/a><\/li><\/ul>$/
    )
    // The content page's own folder is still its sidebar.
    expect(page('docs/index.html')).toMatch(/<a class="gs-active" href="\/docs" aria-current="page">Widget docs<\/a>/)
  })

  it('a glob of an absent folder at a module top level is a warning at its line; the pages that import it still build', () => {
    expect(warnings.filter(line => line.includes('fast-glob'))).toEqual([
      'src/app/changelogs/[...slug]/page.tsx:8:29 - warning PAGE_DATA fast-glob found nothing in ../packages: the folder does not exist (files read at build time resolve from the site folder); what is built from it (routes, navigation) is empty'
    ])
    expect(warnings).toHaveLength(4)
  })

  it("a page whose module's top-level fetch fails is written with a placeholder; a warning at that fetch", () => {
    expect(page('status/index.html')).toContain('data-missing-component="Page"')
    expect(warnings.filter(line => line.startsWith('src/app/status/page.tsx'))).toEqual([
      `src/app/status/page.tsx:4:30 - warning PAGE_DATA fetch(${origin}/status.json) failed at build time (` +
        warnings.find(line => line.startsWith('src/app/status'))?.split(' failed at build time (')[1]
    ])
    expect(warnings.find(line => line.startsWith('src/app/status'))).toMatch(
      /\) while the page's module loaded; the page is written with a placeholder in place of its content$/
    )
  })

  it("a page whose module's top level fails on an absent file (read as empty) is written with a placeholder; a warning at the read", () => {
    expect(page('packages/index.html')).toContain('data-missing-component="Page"')
    expect(warnings.filter(line => line.startsWith('src/app/packages/page.tsx'))).toEqual([
      "src/app/packages/page.tsx:5:43 - warning PAGE_DATA ../packages/widget/package.json does not exist, and the code reading it failed (Unexpected end of JSON input) while the page's module loaded; the page is written with a placeholder in place of its content"
    ])
  })

  it('the home page is the route group page inside its nested layout, whose `.mdx` import is compiled', () => {
    const home = page('index.html')
    expect(home).toContain('<h1 class="hero">The widget home</h1>')
    expect(home).toMatch(
      /<div class="landing"><h1 class="hero">The widget home<\/h1><p data-md="">Widgets are <strong data-md="">made by hand<\/strong>\.<\/p><\/div>/
    )
  })
})
