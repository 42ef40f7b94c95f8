import { recordOf, verifiedRecord, type BuildState } from '../output/build-state.js'
import { outputPathOf } from '../render/output-path.js'
import type { PagesOutcome } from './compile-render.js'
import type { OutputFiles } from './render-stage.js'

/** The next build's state: every page's facts, and what each output file of this build was made from. */
export function nextState(
  outRoot: string,
  pages: PagesOutcome,
  previous: BuildState | undefined,
  { depsOf, contentKeys }: Pick<OutputFiles, 'depsOf' | 'contentKeys'>,
  search: { key: string; paths: string[] },
  publicFiles: string[]
): BuildState {
  const state: BuildState = { pages: {}, files: {}, search, public: publicFiles }
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
    const record = verifiedRecord(previous, path, key) ?? recordOf(outRoot, path, key)
    if (record) state.files[path] = record
  }
  return state
}
