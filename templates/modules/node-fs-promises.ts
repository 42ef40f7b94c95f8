// `node:fs/promises` / `fs/promises` as pages see it: Node's, but `readFile` of an absent file reads as
// empty, with a warning (absent-files.ts); each file read is a dependency of the page (file-reads.ts).
import * as fsp from 'node:fs/promises'
import { emptyContent, isAbsent, noteAbsentFile } from './absent-files.js'
import { noteFileRead } from './file-reads.js'

export * from 'node:fs/promises'

export const readFile: typeof fsp.readFile = (async (path: Parameters<typeof fsp.readFile>[0], options?: unknown) => {
  noteFileRead(path)
  try {
    return await fsp.readFile(path, options as never)
  } catch (error) {
    if (!isAbsent(error)) throw error
    noteAbsentFile(path)
    return emptyContent(options)
  }
}) as typeof fsp.readFile

export default { ...fsp, readFile }
