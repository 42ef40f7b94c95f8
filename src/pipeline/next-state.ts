import { recordOf as statRecord, verifiedRecord, type BuildState } from '../output/build-state.js'
import { outputPathOf } from '../render/output-path.js'
import type { PagesOutcome } from './compile-render.js'
import type { OutputFiles } from './render-stage.js'

/**
 * The next build's state: every page's facts, and what each output file of this build was made from.
 * `written`: the size and date of the files a cold build wrote early, taken at the write (early-writes.ts).
 */
export function nextState(
  outRoot: string,
  pages: PagesOutcome,
  previous: BuildState | undefined,
  { depsOf, contentKeys }: Pick<OutputFiles, 'depsOf' | 'contentKeys'>,
  search: { key: string; paths: string[] },
  publicFiles: string[],
  written?: ReadonlyMap<string, { size: number; mtimeMs: number }>
): BuildState {
  const state: BuildState = { pages: {}, files: {}, search, public: publicFiles }
  const recordOf = (root: string, path: string, key: string, deps?: [string, string][]) => {
    const stats = written?.get(path)
    if (!stats) return statRecord(root, path, key, deps)
    return { key, size: stats.size, mtimeMs: stats.mtimeMs, ...(deps?.length ? { deps } : {}) }
  }
  for (const [path, result] of pages.compiled) {
    const key = pages.compileKeys.get(path)
    if (!key) continue
    const { code: _code, staticContent: _content, searchSections: _sections, ...facts } = result
    state.pages[path] = { key, facts }
  }
  for (const [path, key] of pages.errorPages.keys) {
    const record = pages.errorPages.reused.has(path) ? previous?.files[path] : recordOf(outRoot, path, key)
    if (record) state.files[path] = record
  }
  for (const [route, [key]] of pages.renderKeys) {
    const path = outputPathOf(route)
    const record = pages.reused.has(route) ? previous?.files[path] : recordOf(outRoot, path, key, depsOf.get(route))
    if (record) state.files[path] = record
  }
  for (const [path, key] of contentKeys) {
    const record = verifiedRecord(previous, path, key) ?? statRecord(outRoot, path, key)
    if (record) state.files[path] = record
  }
  return state
}
