// Browser side of bench/search.mjs, bundled by esbuild: the three index formats of issue 4 item 8,
// each timed from its first request to its first results, and query latency of the shipped engine.
import MiniSearch from 'minisearch'
import { SearchEngine } from '../src/shared/search/engine.ts'
import { SEARCH_BOOST, readSearchFile } from '../src/shared/search/format.ts'
import { terms } from '../src/shared/search/tokenize.ts'

// The shipped engine's matching rules (src/shared/search/score.ts) in minisearch's own options.
const OPTIONS = {
  boost: SEARCH_BOOST,
  prefix: (term, i, all) => i === all.length - 1,
  fuzzy: term => (term.length >= 5 ? 1 : false),
  combineWith: 'AND'
}
// A member of a pack (format 4) by its byte range, as src/client/search/load-index.ts fetches it.
const fetchJson = async (url, range) => {
  const headers = range ? { Range: `bytes=${range.start}-${range.end - 1}` } : {}
  const response = await fetch(url, { cache: 'no-store', headers })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  const bytes = new Uint8Array(await response.arrayBuffer())
  return readSearchFile(range && response.status === 200 ? bytes.subarray(range.start, range.end) : bytes)
}

const time = async work => {
  const start = performance.now()
  const result = await work()
  return { ms: performance.now() - start, result }
}

window.bench = {
  /** A: SPEC §7 map `route → { title, data: { 'anchor#heading': text } }`, indexed in the browser. */
  async mapFormat(url, query) {
    return time(async () => {
      const map = await fetchJson(url)
      const miniSearch = new MiniSearch({
        fields: ['title', 'heading', 'text'],
        storeFields: ['route', 'anchor', 'heading', 'title'],
        tokenize: terms,
        processTerm: t => t
      })
      let id = 0
      const docs = []
      for (const [route, page] of Object.entries(map)) {
        for (const [key, text] of Object.entries(page.data)) {
          const [anchor, heading] = key.split(/#(.*)/s)
          docs.push({ id: id++, route, anchor, heading, title: anchor ? '' : page.title, text })
        }
      }
      miniSearch.addAll(docs)
      return miniSearch.search(query, OPTIONS).length
    })
  },

  /** B: one prebuilt, serialised minisearch index (display fields stored, no text). */
  async minisearchFormat(url, query) {
    return time(async () => {
      const response = await fetch(url, { cache: 'no-store' })
      const miniSearch = MiniSearch.loadJSON(await response.text(), {
        fields: ['title', 'heading', 'parents', 'text'],
        tokenize: terms,
        processTerm: t => t
      })
      return miniSearch.search(query, OPTIONS).length
    })
  },

  /** C (shipped): manifest → core → the query's buckets → the chunks of the shown hits. */
  async splitFormat(url, query) {
    return time(async () => {
      const engine = await SearchEngine.load(new URL(url, location.href).href, fetchJson)
      return (await engine.search(query, { pages: 5, perPage: 5 })).length
    })
  },

  /** Query latency of the shipped engine, every bucket and chunk the queries need loaded first. */
  async latency(url, queries, selection) {
    const engine = await SearchEngine.load(new URL(url, location.href).href, fetchJson)
    for (const query of queries) await engine.search(query, selection)
    // Each query three times, after another query each time (the engine keeps the last query's
    // ranking and term index): `times` has every run, `best` each query's fastest, which leaves out
    // the pauses of a busy machine.
    const times = []
    const best = []
    for (const query of queries) {
      let fastest = Infinity
      for (let run = 0; run < 3; run++) {
        await engine.search('zz', { hits: 1 })
        const start = performance.now()
        await engine.search(query, selection)
        const ms = performance.now() - start
        times.push(ms)
        fastest = Math.min(fastest, ms)
      }
      best.push(fastest)
    }
    return { times, best }
  },

  /** The same queries on format B, for comparison (fuzzy and prefix over every term at once). */
  async latencyMinisearch(url, queries) {
    const response = await fetch(url)
    const miniSearch = MiniSearch.loadJSON(await response.text(), {
      fields: ['title', 'heading', 'parents', 'text'],
      tokenize: terms,
      processTerm: t => t
    })
    const times = []
    const best = []
    for (const query of queries) {
      let fastest = Infinity
      for (let run = 0; run < 3; run++) {
        const start = performance.now()
        miniSearch.search(query, OPTIONS)
        const ms = performance.now() - start
        times.push(ms)
        fastest = Math.min(fastest, ms)
      }
      best.push(fastest)
    }
    return { times, best }
  }
}
