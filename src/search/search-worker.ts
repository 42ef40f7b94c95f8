import { parentPort, workerData } from 'node:worker_threads'
import { saveCodeCache } from '../shared/code-cache-moment.js'
import { SiteSearch } from './build-search.js'
import { keepSearch, readKeptSearch } from './kept-search.js'
import type { SearchSite } from './search-site.js'
import type { SearchThreadMessage, SearchThreadReply } from './search-thread.js'

// The search stage's counting on a thread of its own (search-thread.ts starts it): the messages are
// handled one after another, in the order they were sent, each once the one before has finished.
const search = new SiteSearch((workerData as { site: SearchSite }).site)
let queue: Promise<void> = Promise.resolve()

const reply = (message: SearchThreadReply) => parentPort!.postMessage(message)

async function handle(message: SearchThreadMessage): Promise<void> {
  switch (message.op) {
    case 'begin':
      search.use(await readKeptSearch(message.place))
      return
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
