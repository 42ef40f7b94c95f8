// `node:fs` / `fs` as pages see it: Node's, but `readFileSync` and `promises.readFile` of an absent file
// read as empty, with a warning (absent-files.ts); each file read is a dependency of the page (file-reads.ts).
import * as fs from 'node:fs'
import { emptyContent, isAbsent, noteAbsentFile } from './absent-files.js'
import { noteFileRead } from './file-reads.js'
import { readFile } from './node-fs-promises.js'

export * from 'node:fs'

export const readFileSync: typeof fs.readFileSync = ((path: fs.PathOrFileDescriptor, options?: unknown) => {
  // (Present or absent: creating an absent file changes what the page reads too.)
  noteFileRead(path)
  try {
    return fs.readFileSync(path, options as never)
  } catch (error) {
    if (!isAbsent(error)) throw error
    noteAbsentFile(path)
    return emptyContent(options)
  }
}) as typeof fs.readFileSync

export const promises = { ...fs.promises, readFile }

export default { ...fs, readFileSync, promises }
