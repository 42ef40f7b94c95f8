import { parentPort } from 'node:worker_threads'
import { saveCodeCache } from '../shared/code-cache-moment.js'
import { SiteSearch, type KeptSearch } from './build-search.js'
import { keepSearch, readKeptSearch } from './kept-search.js'
import type { SearchThreadMessage, SearchThreadReply } from './search-thread.js'

// The search stage's counting on a thread of its own (search-thread.ts starts it): the messages are
// handled one after another, in the order they were sent, each once the one before has finished —
// except that the previous build's counts are read from `begin` on, while the site is still unknown.
let previous: Promise<KeptSearch | undefined> = Promise.resolve(undefined)
let siteSearch: SiteSearch | undefined
let queue: Promise<void> = Promise.resolve()

const reply = (message: SearchThreadReply) => parentPort!.postMessage(message)

async function handle(message: SearchThreadMessage): Promise<void> {
  if (message.op === 'begin') {
    previous = readKeptSearch(message.place)
    return
  }
  if (message.op === 'site') {
    siteSearch = new SiteSearch(message.site)
    siteSearch.use(await previous)
    return
  }
  const search = siteSearch
  if (!search) throw new Error(`'${message.op}' before the site`)
  switch (message.op) {
    case 'addKept':
      for (const { rel, facts, compileKey } of message.taken) search.addKept(rel, facts, compileKey)
      return
    case 'add':
      search.add(message.rel, message.facts, message.compileKey)
      return
    case 'uncounted':
      reply({ id: message.id, result: search.uncounted(message.paths, message.facts, message.compileKeys) })
      return
    case 'finish': {
      const keep = new Set(message.keep)
      const { files, kept } = search.finish(message.rest, message.compileKeys, path => keep.has(path))
      // (Copied, not transferred: a small Buffer's memory may be a pool other Buffers share.)
      reply({ id: message.id, result: { files, kept } })
      if (message.keepTo) await keepSearch(message.keepTo, search)
      reply({ id: message.id, kept: true })
      saveCodeCache()
      return
    }
  }
}

parentPort!.on('message', (message: SearchThreadMessage) => {
  queue = queue
    .then(() => handle(message))
    .catch((error: unknown) =>
      reply({
        id: 'id' in message ? message.id : -1,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error)
      })
    )
})
