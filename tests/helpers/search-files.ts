import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import fg from 'fast-glob'
import { readSearchFile, searchMember, searchPackName, type SearchManifest } from '../../src/shared/search/format.js'

/**
 * The JSON text of every file of the built search index under `out`: each locale's manifest and
 * core, and every bucket and chunk taken out of its pack (gzip undone), as a reader gets them.
 */
export async function searchIndexTexts(out: string): Promise<string[]> {
  const texts: string[] = []
  for (const path of await fg('_gs/search/*.json', { cwd: out })) {
    const text = await readFile(join(out, path), 'utf8')
    texts.push(text)
    const manifest = JSON.parse(text) as SearchManifest
    if (!manifest.buckets) continue
    for (const [kind, set] of [
      ['b', manifest.buckets],
      ['c', manifest.chunks]
    ] as const) {
      const packs = await Promise.all(
        set.groups.map((_, g) => readFile(join(out, '_gs/search', searchPackName(manifest.locale, kind, g, set))))
      )
      for (let i = 0; i < set.count; i++) {
        const member = searchMember(set, i)!
        texts.push(gunzipSync(packs[member.group].subarray(member.start, member.end)).toString())
      }
    }
  }
  return texts
}

/**
 * The JSON values of the search index a server at `url` serves for `locale`, as the client fetches
 * them: the manifest, the core, then each bucket (`b`) and chunk (`c`) by an HTTP range of its pack.
 */
export async function fetchSearchIndex(
  url: string,
  locale = 'en-US'
): Promise<{ manifest: SearchManifest; core: unknown; b: unknown[]; c: unknown[] }> {
  const get = async (name: string, range?: { start: number; end: number }) => {
    const response = await fetch(new URL(`/_gs/search/${name}`, url), {
      headers: range ? { Range: `bytes=${range.start}-${range.end - 1}` } : {}
    })
    if (response.status !== (range ? 206 : 200)) throw new Error(`${name}: HTTP ${response.status}`)
    return readSearchFile(new Uint8Array(await response.arrayBuffer()))
  }
  const manifest = (await get(`${locale}.json`)) as SearchManifest
  const members = (kind: 'b' | 'c') => {
    const set = manifest[kind === 'b' ? 'buckets' : 'chunks']
    return Promise.all(
      Array.from({ length: set.count }, (_, i) => {
        const member = searchMember(set, i)!
        return get(searchPackName(locale, kind, member.group, set), member)
      })
    )
  }
  const [core, b, c] = await Promise.all([get(manifest.core), members('b'), members('c')])
  return { manifest, core, b, c }
}
