import type { SearchSection } from '../../../src/compile/remark-search-sections.js'
import { buildSearchIndex, type SearchIndexOutput } from '../../../src/search/build-search-index.js'
import { searchRecords, type SearchPageInput } from '../../../src/search/search-records.js'
import { SearchEngine, SearchIndexError } from '../../../src/shared/search/engine.js'
import { readSearchFile, searchManifestPath } from '../../../src/shared/search/format.js'
import type { ByteRange } from '../../../src/shared/search/index-files.js'

export const ORIGIN = 'https://docs.example'

/** A page from markdown-ish shorthand: `# Title`, `## Heading` lines, and text lines under them. */
export function page(route: string, source: string, extra: Partial<SearchPageInput> = {}): SearchPageInput {
  const sections: SearchSection[] = []
  const stack: { depth: number; text: string }[] = []
  let current: SearchSection | undefined
  for (const line of source.trim().split('\n')) {
    const heading = /^(#{1,6}) (.*)$/.exec(line)
    if (heading) {
      const depth = heading[1].length
      while (stack.length && stack[stack.length - 1].depth >= depth) stack.pop()
      current = {
        anchor: heading[2].toLowerCase().replace(/\W+/g, '-'),
        heading: heading[2],
        depth,
        parents: stack.map(s => s.text),
        content: ''
      }
      stack.push({ depth, text: heading[2] })
      sections.push(current)
    } else {
      if (!current) sections.push((current = { anchor: '', heading: '', depth: 0, parents: [], content: '' }))
      current.content = `${current.content} ${line}`.trim()
    }
  }
  const title = sections.find(s => s.depth === 1)?.heading ?? route
  return { route, rel: `${route.slice(1) || 'index'}.mdx`, title, frontMatter: {}, sections, ...extra }
}

export function buildIndex(
  pages: SearchPageInput[],
  options: { locale?: string; basePath?: string; localePrefix?: string } = {}
): SearchIndexOutput {
  const locale = options.locale ?? 'en-US'
  const records = searchRecords(pages, { basePath: options.basePath ?? '', localePrefix: options.localePrefix ?? '' })
  return buildSearchIndex(records, { locale, basePath: options.basePath ?? '' })
}

/** Serves the index files from memory, the way a static host would (ranges; 404 for anything else). */
export function memoryFetch(files: Map<string, string | Uint8Array>, requests: string[] = []) {
  return async (url: string, range?: ByteRange): Promise<unknown> => {
    const path = new URL(url).pathname.slice(1)
    requests.push(path)
    const content = files.get(path)
    if (content === undefined) throw new SearchIndexError(`${path}: HTTP 404`)
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
    return readSearchFile(range ? bytes.subarray(range.start, range.end) : bytes)
  }
}

export async function engineOf(
  output: SearchIndexOutput,
  locale = 'en-US',
  requests?: string[]
): Promise<SearchEngine> {
  return SearchEngine.load(`${ORIGIN}/${searchManifestPath(locale)}`, memoryFetch(output.files, requests))
}
