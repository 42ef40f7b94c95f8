import { unlink, writeFile as writeFileCallback } from 'node:fs'

/**
 * `fs/promises`' `writeFile` through the callback API: the same open, write and close, without a
 * `FileHandle` and its promises per file. 2,000 files of 40 KB: ~150–240 ms of CPU instead of
 * ~200–350 (mostly the main thread's JavaScript), and a cold build writes one file a page and more.
 */
export function writeFile(path: string, content: string | Uint8Array): Promise<void> {
  return new Promise((resolve, reject) =>
    writeFileCallback(path, content, error => (error ? reject(error) : resolve()))
  )
}

/**
 * Writes a file that must be new: a file already at `path` is unlinked first, never written into —
 * in a generation (generations.ts) it may be a hard link to a file of the live output.
 */
export function writeNewFile(path: string, content: string | Uint8Array): Promise<void> {
  return new Promise((resolve, reject) =>
    writeFileCallback(path, content, { flag: 'wx' }, error => {
      if (error?.code !== 'EEXIST') return error ? reject(error) : resolve()
      unlink(path, gone => (gone ? reject(gone) : writeFile(path, content).then(resolve, reject)))
    })
  )
}
