#!/usr/bin/env node
// pages-present: does a build of a Next.js/Nextra website folder have a page for every page of its source?
//
//   node bench/pages-present.mjs <website folder> <dist> [--json] [--all]
//
// It reads the folder as Next and Nextra route it, independently of guildsite's own code, so that it can check it:
// - the pages router (`pages/` or `src/pages/`): every .md/.mdx/.tsx/.jsx/.ts/.js file but `_app`, `_document`,
//   `_error` and other `_` names, `api/` and `.d.ts`; `index` is its folder's route; with `i18n` in next.config a
//   `name.<locale>.mdx` page is at `/<locale>/…`, the default locale's at the bare route;
// - Nextra 4's content folder (`content/` or `src/content/`): every .md/.mdx file at `contentDirBasePath` + its path
//   (the content catch-all's folder when that is `/` and the catch-all is in a static folder);
// - the app router (`app/` or `src/app/`): every `page.*` at its folder's route, route groups `(x)` and parallel
//   slots `@x` dropped, private folders `_x` skipped, the content catch-all `[[...mdxPath]]` left to the content folder.
// A route with a dynamic segment (`[x]`) has no route to expect: it counts as present when the output has at least
// one page under its static prefix. A page whose HTML is only a redirect (`http-equiv="refresh"`) is listed apart:
// it is written, but it is not the page's content.
//
// Prints one line per missing, redirect-only or dynamic page (every page with --all), then a summary line:
//   pages-present: <site>: <n> source pages, <p> present, <r> redirect only, <m> missing, <d> dynamic (<k> with output)
// Exit code: 0 when nothing is missing, 1 when a page is missing, 2 on bad arguments.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const PAGE_EXTENSIONS = ['.md', '.mdx', '.tsx', '.jsx', '.ts', '.js']
const CONTENT_EXTENSIONS = ['.md', '.mdx']

function walk(dir, out = []) {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return out
  }
  for (const e of entries) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue
    const p = path.join(dir, e.name)
    if (e.isDirectory()) walk(p, out)
    else if (e.isFile()) out.push(p)
  }
  return out
}

function firstDir(site, names) {
  for (const n of names) {
    const p = path.join(site, n)
    if (existsSync(p) && statSync(p).isDirectory()) return p
  }
  return undefined
}

/** What next.config says about routes, read from its text (it is never run here). */
export function readNextConfigRoutes(site) {
  const file = ['next.config.js', 'next.config.mjs', 'next.config.ts', 'next.config.cjs', 'next.config.mts']
    .map(n => path.join(site, n))
    .find(p => existsSync(p))
  // (Comments left out: mdxld.org's `// contentDirBasePath: '/docs',` above its `contentDirBasePath: '/'`.)
  const text = (file ? readFileSync(file, 'utf8') : '').replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/[^\n]*/g, '$1')
  const str = key => new RegExp(`${key}\\s*:\\s*['"\`]([^'"\`]*)['"\`]`).exec(text)?.[1]
  const localesText = /\blocales\s*:\s*\[([^\]]*)\]/.exec(text)?.[1]
  const locales = localesText ? [...localesText.matchAll(/['"`]([^'"`]+)['"`]/g)].map(m => m[1]) : []
  // (Next's `pageExtensions`: component pages are only those files; Nextra adds .md and .mdx.)
  const extensionsText = /\bpageExtensions\s*:\s*\[([^\]]*)\]/.exec(text)?.[1]
  const pageExtensions = extensionsText
    ? ['.md', '.mdx', ...[...extensionsText.matchAll(/['"`]([^'"`]+)['"`]/g)].map(m => `.${m[1]}`)]
    : PAGE_EXTENSIONS
  return {
    pageExtensions,
    basePath: str('basePath') ?? '',
    contentDirBasePath: str('contentDirBasePath') ?? '/',
    i18n: /\bi18n\s*:/.test(text),
    locales,
    defaultLocale: str('defaultLocale') ?? locales[0]
  }
}

const join = (...parts) => {
  const s = parts
    .join('/')
    .split('/')
    .filter(x => x !== '')
    .join('/')
  return `/${s}`
}
const isDynamic = seg => /^\[.*\]$/.test(seg)

// A page file's locale suffix (`index.zh-CN.mdx`) when next.config's locales are no literal list (imported from
// another file, as PKM-er's media-extended): what looks like a language tag.
const LOCALE_LIKE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,4})?$/

/** Every page of the folder's source with the route(s) Next/Nextra serves it at. */
export function sourcePages(site) {
  const cfg = readNextConfigRoutes(site)
  const pages = []
  const pagesDir = firstDir(site, ['pages', 'src/pages'])
  if (cfg.i18n && cfg.locales.length === 0 && pagesDir) {
    const suffixes = new Set()
    for (const file of walk(pagesDir)) {
      const m = /\.([A-Za-z0-9-]+)\.(mdx?|[jt]sx?)$/.exec(path.basename(file))
      if (m && LOCALE_LIKE.test(m[1])) suffixes.add(m[1])
    }
    cfg.locales = [...suffixes]
  }
  // Routes a page may be at: its locale's prefix; the bare route for the default locale (both when it is unknown).
  const localized = (locale, segs) =>
    !locale
      ? [join(...segs)]
      : !cfg.defaultLocale
        ? [join(...segs), join(locale, ...segs)]
        : locale === cfg.defaultLocale
          ? [join(...segs), join(locale, ...segs)]
          : [join(locale, ...segs)]
  if (pagesDir) {
    for (const file of walk(pagesDir)) {
      const rel = path.relative(pagesDir, file).split(path.sep)
      const ext = PAGE_EXTENSIONS.find(e => file.endsWith(e))
      if (!ext || file.endsWith('.d.ts') || !cfg.pageExtensions.includes(ext)) continue
      if (rel[0] === 'api') continue
      if (rel.some(s => s.startsWith('_'))) continue
      let name = rel[rel.length - 1].slice(0, -ext.length)
      let locale
      const dot = name.lastIndexOf('.')
      if (dot > 0) {
        const suffix = name.slice(dot + 1)
        if (cfg.locales.includes(suffix)) {
          locale = suffix
          name = name.slice(0, dot)
        } else if (/^(test|spec|stories|module)$/.test(suffix)) continue
      }
      let segs = [...rel.slice(0, -1), name]
      if (segs[segs.length - 1] === 'index') segs.pop()
      // (A top folder named as a locale, `pages/en/index.mdx`: that locale's pages, as authors mean it.)
      if (!locale && segs.length && cfg.locales.includes(segs[0])) [locale, ...segs] = segs
      const routes = localized(locale, segs)
      pages.push({ source: path.relative(site, file), route: routes[0], routes, router: 'pages', segs })
    }
  }
  const contentDir = firstDir(site, ['content', 'src/content'])
  const appDir = firstDir(site, ['app', 'src/app'])
  if (contentDir && appDir) {
    // (Next writes each content page at the catch-all's own route plus its path: content served by
    // `app/docs/[[...mdxPath]]/page.tsx` is at `/docs/…` when the config leaves contentDirBasePath at `/`.)
    const catchAll = walk(appDir)
      .map(file => path.relative(appDir, file).split(path.sep))
      .find(rel => /^page\.(tsx|jsx|ts|js)$/.test(rel.at(-1)) && /^\[\[?\.\.\.mdxPath\]\]?$/.test(rel.at(-2) ?? ''))
    const folder = catchAll?.slice(0, -2).filter(s => !/^\(.*\)$/.test(s))
    if (cfg.contentDirBasePath === '/' && folder?.length && !folder.some(isDynamic))
      cfg.contentDirBasePath = join(...folder)
    for (const file of walk(contentDir)) {
      const ext = CONTENT_EXTENSIONS.find(e => file.endsWith(e))
      if (!ext) continue
      const rel = path.relative(contentDir, file).split(path.sep)
      let segs = [...rel.slice(0, -1), rel[rel.length - 1].slice(0, -ext.length)]
      if (segs[segs.length - 1] === 'index') segs.pop()
      // (Nextra 4 with locales: `content/<locale>/…` is served at `/<locale><contentDirBasePath>/…`.)
      const locale = segs.length && cfg.locales.includes(segs[0]) ? segs[0] : undefined
      if (locale) segs = segs.slice(1)
      const route = locale ? join(locale, cfg.contentDirBasePath, ...segs) : join(cfg.contentDirBasePath, ...segs)
      pages.push({ source: path.relative(site, file), route, routes: [route], router: 'content', segs })
    }
  }
  if (appDir) {
    for (const file of walk(appDir)) {
      const base = path.basename(file)
      if (!/^page\.(tsx|jsx|ts|js|mdx|md)$/.test(base)) continue
      const rel = path.relative(appDir, file).split(path.sep).slice(0, -1)
      if (rel.some(s => s.startsWith('_'))) continue
      if (rel.some(s => /^\[\[?\.\.\.mdxPath\]\]?$/.test(s))) continue
      const segs = rel.filter(s => !/^\(.*\)$/.test(s) && !s.startsWith('@'))
      pages.push({
        source: path.relative(site, file),
        route: join(...segs),
        routes: [join(...segs)],
        router: 'app',
        segs
      })
    }
  }
  return { pages, cfg }
}

function htmlAt(dist, route) {
  const candidates = route === '/' ? ['index.html'] : [`${route.slice(1)}/index.html`, `${route.slice(1)}.html`]
  if (route === '/404') candidates.push('404.html')
  if (route === '/500') candidates.push('500.html')
  return candidates.map(c => path.join(dist, c)).find(p => existsSync(p))
}

function isRedirectOnly(file) {
  const text = readFileSync(file, 'utf8')
  return /http-equiv=["']?refresh/i.test(text) && text.length < 4000
}

function countHtmlUnder(dir) {
  return walk(dir).filter(f => f.endsWith('.html')).length
}

/** Checks each source page against the output folder. */
export function checkPagesPresent(site, dist) {
  const { pages, cfg } = sourcePages(site)
  const roots = [dist]
  if (cfg.basePath) roots.push(path.join(dist, cfg.basePath))
  const rows = pages.map(p => {
    const firstDynamic = p.segs.findIndex(isDynamic)
    if (firstDynamic >= 0) {
      // The static part of the route before its first dynamic segment, with the locale prefix the route has.
      const staticRoute = p.route.split('/').slice(0, p.route.split('/').indexOf(p.segs[firstDynamic])).join('/')
      const n = Math.max(...roots.map(r => countHtmlUnder(path.join(r, staticRoute))))
      return { ...p, status: n > 0 ? 'dynamic' : 'dynamic-missing', outputs: n }
    }
    // (A page at one of its routes beats a redirect page at another: Nextra 3's locale folders put the default
    // locale's pages at `/en/…`, and its bare route may be a locale redirect.)
    const files = roots.flatMap(r => p.routes.map(route => htmlAt(r, route))).filter(Boolean)
    const file = files.find(found => !isRedirectOnly(found)) ?? files[0]
    if (!file) return { ...p, status: 'missing' }
    return { ...p, status: isRedirectOnly(file) ? 'redirect' : 'present', output: path.relative(dist, file) }
  })
  const count = s => rows.filter(r => r.status === s).length
  const summary = {
    sourcePages: rows.length,
    present: count('present'),
    redirectOnly: count('redirect'),
    missing: count('missing'),
    dynamic: count('dynamic') + count('dynamic-missing'),
    dynamicWithOutput: count('dynamic')
  }
  return { rows, summary }
}

function main(argv) {
  const args = argv.filter(a => !a.startsWith('--'))
  if (args.length !== 2) {
    console.error('usage: node bench/pages-present.mjs <website folder> <dist> [--json] [--all]')
    return 2
  }
  const [site, dist] = args.map(a => path.resolve(a))
  if (!existsSync(dist)) {
    console.error(`pages-present: no output folder at ${dist}`)
    return 2
  }
  const { rows, summary } = checkPagesPresent(site, dist)
  if (argv.includes('--json')) {
    console.log(JSON.stringify({ site, dist, summary, rows }, null, 2))
  } else {
    for (const r of rows) {
      if (r.status === 'present' && !argv.includes('--all')) continue
      const extra = r.status.startsWith('dynamic') ? ` (${r.outputs} pages under it)` : ''
      console.log(`${r.status.padEnd(15)} ${r.route.padEnd(50)} ${r.source}${extra}`)
    }
    const s = summary
    console.log(
      `pages-present: ${path.basename(site) === 'website' ? path.basename(path.dirname(site)) : path.basename(site)}: ${s.sourcePages} source pages, ${s.present} present, ` +
        `${s.redirectOnly} redirect only, ${s.missing} missing, ${s.dynamic} dynamic (${s.dynamicWithOutput} with output)`
    )
  }
  return summary.missing > 0 ? 1 : 0
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2))
