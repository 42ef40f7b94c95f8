#!/usr/bin/env node
/**
 * Dev tool (not run by `npm test`): the navigation that Nextra's own page-map code computes for a
 * docs folder, printed in the NAVIGATION.json format of `guildsite check --json`.
 *
 *   node bench/nextra-navigation.mjs <pages-or-content-folder> --major 2|3|4 [--app <app folder>] [--out file.json]
 *
 * Needs the reference installs under /work/scratch (n2: nextra 2.13.4, n3: nextra 3.3.1, n4:
 * nextra 4); NEXTRA_SCRATCH overrides that folder. Nothing of Nextra is copied: its modules are
 * bundled from the scratch install with esbuild, with two stand-ins for `next` internals that are not
 * installed there (the pages-folder lookup, which only names meta imports, and `normalizeAppPath`,
 * used for `app/` pages only), and then called:
 *   2: `collectFiles` (plugin.mjs) → `normalizePages` (normalize-pages.js)
 *   3: `collectPageMap` (server/page-map.js, its `_meta` imports bundled and evaluated) → `normalizePages`
 *   4: `findMetaAndPageFilePaths` + `convertToPageMap` + `compileMetadata` per page + each `_meta`'s
 *      default export → `normalizePageMap` → `normalizePages` (client/normalize-pages.js)
 * and the report applies nextra-theme-docs' display rules of that major (navbar link, sidebar =
 * docs directories under the current docs tree, sidebar hidden on raw/`page` routes).
 */
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createRequire } from 'node:module'

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(join(REPO, 'package.json'))
const esbuild = require('esbuild')

const args = process.argv.slice(2)
const opt = name => {
  const i = args.indexOf(`--${name}`)
  return i < 0 ? undefined : args.splice(i, 2)[1]
}
const major = Number(opt('major') ?? 3)
const appOpt = opt('app')
const appArg = appOpt && realpathSync(resolve(appOpt))
const outArg = opt('out')
const out = outArg && resolve(outArg)
const folder = args[0] && realpathSync(resolve(args[0]))
if (!folder || ![2, 3, 4].includes(major)) {
  console.error('usage: node bench/nextra-navigation.mjs <folder> --major 2|3|4 [--out file.json]')
  process.exit(2)
}
const SCRATCH = process.env.NEXTRA_SCRATCH ?? '/work/scratch'
const NM = join(SCRATCH, `n${major}`, 'node_modules')
const NEXTRA = join(NM, 'nextra', 'dist')
const work = mkdtempSync(join(tmpdir(), `nextra-nav-${major}-`))
mkdirSync(join(work, 'pages'))

/** esbuild plugin: `next/*` internals the scratch install lacks. */
const nextStandIns = {
  name: 'next-stand-ins',
  setup(build) {
    build.onResolve({ filter: /^next\/dist\/lib\/find-pages-dir/ }, () => ({
      path: 'find-pages-dir',
      namespace: 'stand-in'
    }))
    build.onResolve({ filter: /^next\/dist\/shared\/lib\/router\/utils\/app-paths/ }, () => ({
      path: 'app-paths',
      namespace: 'stand-in'
    }))
    build.onLoad({ filter: /.*/, namespace: 'stand-in' }, ({ path }) => ({
      contents:
        path === 'find-pages-dir'
          ? `export function findPagesDir(cwd) { return { pagesDir: ${JSON.stringify(join(work, 'pages'))} } }`
          : `export function normalizeAppPath(p) { return '/' + p.split('/').filter(s => s && !/^\\(.*\\)$/.test(s) && !s.startsWith('@')).join('/') }`,
      loader: 'js'
    }))
  }
}

let bundles = 0
/** Bundles `entry` (a file) with the scratch install's packages and imports it. */
async function load(entry) {
  const outfile = join(work, `bundle-${bundles++}.mjs`)
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    // React is a peer dependency the scratch installs leave out: this repository's is used.
    nodePaths: [NM, join(REPO, 'node_modules')],
    logLevel: 'silent',
    loader: {
      '.svg': 'dataurl',
      '.png': 'dataurl',
      '.jpg': 'dataurl',
      '.webp': 'dataurl',
      '.gif': 'dataurl',
      '.json': 'json'
    },
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    plugins: [nextStandIns]
  })
  return import(pathToFileURL(outfile).href)
}

async function loadNextra(modules) {
  const entry = join(work, `nextra-entry-${bundles}.mjs`)
  writeFileSync(
    entry,
    modules.map(([names, file]) => `export { ${names} } from ${JSON.stringify(join(NEXTRA, file))}`).join('\n')
  )
  return load(entry)
}

/** React titles (JSX in `_meta`) as their text, like guildsite's textify. */
function text(node) {
  if (node == null || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(text).join('')
  if (typeof node === 'object' && typeof node.type === 'function') return text(node.type(node.props ?? {}))
  if (typeof node === 'object' && node.props) return text(node.props.children)
  return String(node)
}
const title = value =>
  value === undefined || value === false ? undefined : typeof value === 'string' ? value : text(value)

// ---------------------------------------------------------------------------------------------
// The page map and `normalizePages` of each major.

/**
 * Nextra 3 and 4 stop the build on a `_meta` key naming no page or folder (unless a separator, menu or
 * link) and tell the author to remove it: the navigation shown is the one after that removal.
 */
const notes = []
function dropMissingKeys(list, where = '/') {
  const names = new Set(list.filter(item => item.name !== undefined).map(item => item.name))
  for (const item of list) {
    if (item.children) dropMissingKeys(item.children, item.route ?? where)
    if (!item.data || typeof item.data !== 'object') continue
    for (const [key, value] of Object.entries(item.data)) {
      const entry = typeof value === 'object' && value !== null && !value.$$typeof ? value : {}
      if (key === '*' || names.has(key) || entry.type === 'separator' || entry.type === 'menu' || entry.href) continue
      delete item.data[key]
      notes.push(`_meta key "${key}" in ${where} names no file: Nextra refuses it; removed`)
    }
  }
}

async function nextra2() {
  const { collectFiles, normalizePages } = await loadNextra([
    ['collectFiles', 'plugin.mjs'],
    ['normalizePages', 'normalize-pages.js']
  ])
  const { items } = await collectFiles({ dir: folder, locales: [''] })
  return route => normalizePages({ list: structuredClone(items), locale: '', defaultLocale: '', route })
}

async function nextra3() {
  process.chdir(work)
  const { collectPageMap, normalizePages } = await loadNextra([
    ['collectPageMap', 'server/page-map.js'],
    ['normalizePages', 'client/normalize-pages.js']
  ])
  const code = await collectPageMap({ dir: folder, route: '/' })
  const chunks = join(work, '.next', 'static', 'chunks')
  mkdirSync(chunks, { recursive: true })
  writeFileSync(join(chunks, 'page-map.mjs'), code.replace(/import \{ resolvePageMap \}[\s\S]*$/, ''))
  const { pageMap } = await load(join(chunks, 'page-map.mjs'))
  const plain = JSON.parse(
    JSON.stringify(pageMap, (key, value) => (key === 'title' && typeof value === 'object' ? text(value) : value))
  )
  dropMissingKeys(plain)
  return route => normalizePages({ list: structuredClone(plain), route })
}

async function nextra4() {
  process.chdir(work)
  const {
    findMetaAndPageFilePaths,
    convertToPageMap,
    normalizePageMap,
    compileMetadata,
    normalizePages,
    metaSchema,
    mergeMetaWithPageMap
  } = await loadNextra([
    ['metaSchema', 'server/schemas.js'],
    ['mergeMetaWithPageMap', 'server/page-map/merge-meta-with-page-map.js'],
    ['findMetaAndPageFilePaths', 'server/page-map/find-meta-and-page-file-paths.js'],
    ['convertToPageMap', 'server/page-map/to-page-map.js'],
    ['normalizePageMap', 'server/page-map/normalize.js'],
    ['compileMetadata', 'server/compile-metadata.js'],
    ['normalizePages', 'client/normalize-pages.js']
  ])
  // The folder is the site's `content/`: Nextra globs it from the site folder.
  const site = join(work, 'site')
  mkdirSync(site)
  const { symlinkSync } = await import('node:fs')
  symlinkSync(folder, join(site, 'content'))
  // `--app <dir>`: the site's `app/` folder, whose `_meta` files (and pages) Nextra 4 reads too.
  if (appArg) symlinkSync(appArg, join(site, 'app'))
  const filePaths = await findMetaAndPageFilePaths({ dir: join(site, 'app'), cwd: site, contentDir: 'content' })
  let { pageMap } = convertToPageMap({ filePaths, basePath: '', locale: '' })
  const fill = async list => {
    for (const item of list) {
      if (item.children) await fill(item.children)
      else if (item.__pagePath && !/\.mdx?$/.test(item.__pagePath)) {
        // An `app/` page (page.tsx): its `metadata` export is not evaluated here.
        item.frontMatter = {}
        delete item.__pagePath
      } else if (item.__pagePath) {
        const file = join(site, item.__pagePath)
        const js = await compileMetadata(readFileSync(file, 'utf8'), { filePath: file })
        const entry = join(work, `metadata-${bundles}.mjs`)
        writeFileSync(entry, String(js))
        item.frontMatter = (await load(entry)).metadata
        delete item.__pagePath
      } else if (item.__metaPath) {
        item.data = (await load(join(site, item.__metaPath))).default
        delete item.__metaPath
      }
    }
  }
  await fill(pageMap)
  // `app/_meta.global.*`: merged into the tree as Nextra's generated page-map module does.
  const globalPath = filePaths.find(path => /(^|\/)app\/_meta\.global\.[jt]sx?$/.test(path))
  if (globalPath) pageMap = mergeMetaWithPageMap(pageMap, (await load(join(site, globalPath))).default, true)
  dropMissingKeys(pageMap)
  // Nextra reports a `_meta` entry its schema refuses without naming it: name it here.
  const checkMetas = list => {
    for (const item of list) {
      if (item.children) checkMetas(item.children)
      for (const [key, value] of Object.entries(item.data ?? {})) {
        const parsed = metaSchema.safeParse(value)
        if (!parsed.success)
          console.error(
            `_meta entry "${key}" in ${item.route ?? '/'}: ${parsed.error.issues.map(i => `${i.message} at ${i.path.join('.')}`).join('; ')}`
          )
      }
    }
  }
  checkMetas(pageMap)
  const normalised = normalizePageMap(pageMap)
  return route => normalizePages({ list: normalised, route })
}

// ---------------------------------------------------------------------------------------------
// nextra-theme-docs' display of the normalised result, in the NAVIGATION.json format.

const hasIndexPage = item => (major === 4 ? 'frontMatter' in item : Boolean(item.withIndexPage))

function navbarLink(item) {
  if (major === 4) return (hasIndexPage(item) ? item.route : item.firstChildRoute) || item.href || item.route
  let href = item.href || item.route || '#'
  if (item.children) href = (item.withIndexPage ? item.route : item.firstChildRoute) || href
  return href
}

function menuRows(item) {
  return Object.entries(item.items ?? {}).map(([key, link]) => {
    if (link.type === 'separator') return { title: title(link.title) ?? '', type: 'separator' }
    const child = item.children?.find(c => c.name === key)
    return {
      title: title(link.title) ?? key,
      href: link.href ?? child?.route ?? `${item.route}/${key}`,
      newWindow: Boolean(link.newWindow)
    }
  })
}

function flatten(items, depth = 0, rows = []) {
  for (const item of items) {
    if (item.display === 'hidden' && !item.children) continue
    const kind = item.type === 'separator' ? 'separator' : item.href ? 'link' : item.children ? 'folder' : 'page'
    rows.push({
      title: title(item.title) ?? '',
      route: item.href ?? item.route,
      depth,
      kind,
      ...(kind === 'folder' && { hasIndexPage: hasIndexPage(item) })
    })
    if (item.children)
      flatten(
        item.children.filter(c => c.type === 'doc' || c.type === 'separator'),
        depth + 1,
        rows
      )
  }
  return rows
}

const normalise = await { 2: nextra2, 3: nextra3, 4: nextra4 }[major]()
const root = normalise('/')
const navbar = root.topLevelNavbarItems
  .filter(item => item.display !== 'hidden')
  .map(item => ({
    title: title(item.title) ?? '',
    type: item.type,
    route: item.route,
    link: navbarLink(item),
    ...(item.newWindow && { newWindow: true }),
    ...(item.type === 'menu' && { items: menuRows(item) })
  }))
const flatDocs = root.flatDocsDirectories.map(item => item.route)
const sections = []
const hasRootPage = JSON.stringify(normalise('/').activePath) !== '[]'
if (hasRootPage) sections.push(['/', '/'])
else {
  // A site whose root holds docs but no index page: its sidebar is the root's, shown on its first doc.
  const first = root.flatDocsDirectories.find(
    item => item.isUnderCurrentDocsTree && item.route && !item.route.slice(1).includes('/')
  )
  if (first) sections.push(['/', first.route])
}
for (const item of root.topLevelNavbarItems) {
  if (!item.route || item.route === '#' || item.href || item.type === 'menu') continue
  sections.push([item.route, navbarLink(item)])
}
const report = { ...(notes.length && { notes }), navbar, sidebars: {}, sections: {}, flatDocs }
for (const [key, route] of sections) {
  const nav = normalise(route)
  const theme = nav.activeThemeContext
  report.sidebars[key] = flatten(
    nav.docsDirectories.filter(
      item => (item.type === 'doc' || item.type === 'separator') && item.isUnderCurrentDocsTree
    )
  )
  report.sections[key] = {
    representativeRoute: route,
    activeType: nav.activeType,
    layout: theme.layout,
    sidebarHidden: theme.sidebar === false || theme.layout === 'raw' || nav.activeType === 'page',
    breadcrumb: nav.activePath.map(item => title(item.title) ?? ''),
    pagination: nav.flatDocsDirectories.filter(item => item.isUnderCurrentDocsTree).map(item => item.route),
    activeIndex: nav.activeIndex
  }
}
const json = JSON.stringify(report, null, 2) + '\n'
if (out) writeFileSync(out, json)
else process.stdout.write(json)
if (!process.env.KEEP_WORK) rmSync(work, { recursive: true, force: true })
