#!/usr/bin/env node
// Search stage micro-bench (opt-in, not part of `npm test`): `npm run build && node bench/search-stage.mjs`.
//
// Times the build's search stage (search records → inverted index → files) on the search inputs of
// a real site, by default the generated 1,000-page bench corpus. The inputs (what `searchInputs`
// gives the stage: titles and search sections of the compiled pages) are computed once with the
// real compiler and kept in bench/.work, so a run measures the search stage alone.
//
// Each run is a fresh process, as in a build, where the stage runs once on code the JIT has not seen:
// `cold` is that first call (wall time, and CPU time of all threads: the machine may be shared);
// with a SearchIndexBuilder (in the dist timed), also cold `addPage` of every page then `finish`.
// `warm` is the median of later calls, per function: tokenize (every field value through `terms`),
// records, invertedIndex (before SearchIndexBuilder) or addPage and finish, the whole
// buildSearchIndex, and the build's cache key of the stage (JSON.stringify of the inputs + sha256,
// in src/build.ts).
//
// Options: --site DIR (default bench/.work/corpus-1000-ro) · --runs N (processes, default 5)
//          --dist DIR (the compiled modules to time, default dist; a copy of an older dist compares)
//          --fresh (compute the inputs again: the site changed)
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const SITE = resolve(option('--site', join(ROOT, 'bench/.work/corpus-1000-ro')))
const RUNS = Number(option('--runs', 5))
const DIST = resolve(option('--dist', join(ROOT, 'dist')))
const INPUTS = join(
  ROOT,
  'bench/.work',
  `search-stage-inputs-${createHash('sha256').update(SITE).digest('hex').slice(0, 8)}.json`
)
const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const load = (dir, path) => import(pathToFileURL(join(dir, path)).href)

/** The search inputs of every locale, from the real loader and compiler (the current dist). */
async function computeInputs() {
  const [{ loadSite }, { compileMdx }, { builtinNames }, { searchInputs }] = await Promise.all([
    load(join(ROOT, 'dist'), 'src/content/load-site.js'),
    load(join(ROOT, 'dist'), 'src/compile/compile-mdx.js'),
    load(join(ROOT, 'dist'), 'src/pipeline/builtin-names.js'),
    load(join(ROOT, 'dist'), 'src/search/build-search.js')
  ])
  const { site, diagnostics } = await loadSite({ siteDir: SITE })
  if (!site) throw new Error(diagnostics.map(d => d.message).join('\n'))
  const builtins = await builtinNames()
  const compiled = new Map()
  for (const page of site.pages) {
    const options = {
      display: page.display,
      path: page.file.path,
      source: page.source,
      format: page.file.ext === 'md' ? 'md' : 'mdx',
      builtins,
      folderRoute: page.file.dir ? `/${page.file.dir}` : '/',
      allowRawHtml: site.config.allowRawHtml,
      searchCodeblocks: site.config.search.codeblocks,
      staticContent: true
    }
    compiled.set(page.file.path, await compileMdx(options))
  }
  const locales = [...searchInputs(site, compiled)].map(([locale, pages]) => ({
    locale,
    prefix: site.pageMaps.get(locale).prefix,
    pages
  }))
  return { basePath: site.config.basePath, locales }
}

/**
 * One process: cold, the stage once (`--child stage`), or the pages added to a SearchIndexBuilder
 * then `finish` (`--child builder`: what the build waits for when it adds the pages as they come);
 * then warm repeats of the stage and of each part.
 */
async function child(mode) {
  const input = JSON.parse(await readFile(INPUTS, 'utf8'))
  const [{ searchRecords }, indexModule, { terms }] = await Promise.all([
    load(DIST, 'src/search/search-records.js'),
    load(DIST, 'src/search/build-search-index.js'),
    load(DIST, 'src/shared/search/tokenize.js')
  ])
  const { buildSearchIndex, invertedIndex, SearchIndexBuilder } = indexModule
  const stage = () => {
    const files = new Map()
    for (const { locale, prefix, pages } of input.locales) {
      const records = searchRecords(pages, { basePath: input.basePath, localePrefix: prefix })
      for (const [path, text] of buildSearchIndex(records, { locale, basePath: input.basePath }).files)
        files.set(path, text)
    }
    return files
  }
  const records = () =>
    input.locales.map(({ prefix, pages }) => searchRecords(pages, { basePath: input.basePath, localePrefix: prefix }))
  const builders = pages =>
    input.locales.map(({ locale }, i) => {
      const builder = new SearchIndexBuilder({ locale, basePath: input.basePath })
      pages[i].forEach((page, position) => builder.addPage(position, page))
      return builder
    })
  const time = work => {
    const start = performance.now()
    const cpu = process.cpuUsage()
    const result = work()
    const { user, system } = process.cpuUsage(cpu)
    return { ms: performance.now() - start, cpu: (user + system) / 1000, result }
  }
  const cold = {}
  let files
  if (mode === 'builder') {
    const added = time(() => builders(records()))
    const finished = time(() => new Map(added.result.flatMap(builder => [...builder.finish().files])))
    Object.assign(cold, { 'records + addPage': added.ms, finish: finished.ms, 'finish CPU': finished.cpu })
    files = finished.result
  } else {
    const run = time(stage)
    Object.assign(cold, { stage: run.ms, 'stage CPU': run.cpu })
    files = run.result
  }
  const digest = createHash('sha256')
  for (const [path, text] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) digest.update(`${path}\0${text}\0`)
  const pages = records()
  const values = pages.flatMap(locale =>
    locale.flatMap(page =>
      page.records.flatMap(r =>
        r.type === 'page'
          ? [r.pageTitle, r.heading, '', r.text]
          : ['', r.heading, [r.pageTitle, ...r.parents].join(' '), r.text]
      )
    )
  )
  const parts = {
    stage: () => stage(),
    key: () =>
      createHash('sha256')
        .update(JSON.stringify(input.locales.map(({ locale, pages }) => [locale, pages])))
        .digest('hex'),
    records,
    terms: () => {
      let n = 0
      for (const value of values) n += terms(value).length
      return n
    },
    // (With SearchIndexBuilder, invertedIndex decodes the written postings, for tests: addPage and finish are the build's parts.)
    ...(!SearchIndexBuilder && { invertedIndex: () => pages.map(locale => invertedIndex(locale)) }),
    buildSearchIndex: () =>
      pages.map((locale, i) => buildSearchIndex(locale, { locale: input.locales[i].locale, basePath: input.basePath })),
    ...(SearchIndexBuilder && { addPage: () => builders(pages) })
  }
  const warm = {}
  for (const [name, work] of Object.entries(parts)) {
    const times = []
    for (let i = 0; i < 7; i++) times.push(time(work).ms)
    warm[name] = median(times)
  }
  if (SearchIndexBuilder) {
    const built = builders(pages)
    const times = []
    for (let i = 0; i < 7; i++) times.push(time(() => built.map(builder => builder.finish())).ms)
    warm.finish = median(times)
  }
  process.stdout.write(
    JSON.stringify({
      cold,
      warm,
      files: files.size,
      bytes: [...files.values()].reduce((n, t) => n + t.length, 0),
      digest: digest.digest('hex')
    })
  )
}

if (args.includes('--child')) {
  await child(option('--child'))
} else {
  if (!existsSync(INPUTS) || args.includes('--fresh')) {
    const start = performance.now()
    await mkdir(join(ROOT, 'bench/.work'), { recursive: true })
    await writeFile(INPUTS, JSON.stringify(await computeInputs()))
    console.log(`inputs of ${SITE} computed in ${Math.round(performance.now() - start)} ms → ${INPUTS}`)
  }
  const { SearchIndexBuilder } = await load(DIST, 'src/search/build-search-index.js')
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    for (const mode of SearchIndexBuilder ? ['stage', 'builder'] : ['stage']) {
      const output = execFileSync(
        process.execPath,
        [fileURLToPath(import.meta.url), '--child', mode, '--site', SITE, '--dist', DIST],
        { encoding: 'utf8', maxBuffer: 1 << 26 }
      )
      runs.push(JSON.parse(output))
    }
  }
  const digests = new Set(runs.map(run => run.digest))
  console.log(`${DIST} · ${runs[0].files} files, ${runs[0].bytes} chars, output sha256 ${[...digests].join(' ≠ ')}`)
  for (const name of new Set(runs.flatMap(run => Object.keys(run.cold)))) {
    const times = runs.flatMap(run => (name in run.cold ? [run.cold[name]] : []))
    console.log(`cold ${name}: median ${median(times).toFixed(1)} ms (runs ${times.map(t => t.toFixed(0)).join(', ')})`)
  }
  for (const name of Object.keys(runs[0].warm))
    console.log(`warm ${name}: ${median(runs.map(r => r.warm[name])).toFixed(1)} ms`)
}
