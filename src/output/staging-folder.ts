import { randomUUID } from 'node:crypto'
import { basename, dirname, join } from 'node:path'

// The temporary entries beside an output folder: the link a switch renames over the output path
// (generations.ts), and a real output folder renamed away by a first switch (`-old`). `recoverOutput`
// knows them by name.

const TEMP_PREFIX = '.guildsite-tmp-'
export const OLD_SUFFIX = '-old'

const tempPrefixOf = (outRoot: string) => `${TEMP_PREFIX}${basename(outRoot)}-`
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A new temporary entry's path for `outRoot` (a sibling, named so that `recoverOutput` knows it). */
export const stagingFolderOf = (outRoot: string) =>
  join(dirname(outRoot), `${tempPrefixOf(outRoot)}${randomUUID().slice(0, 8)}`)

/** Exactly this output folder's temporary folders (`dist`'s, not `dist-preview`'s). */
export const tempPattern = (outRoot: string) =>
  new RegExp(`^${escapeRegExp(tempPrefixOf(outRoot))}[0-9a-f]{8}(${OLD_SUFFIX})?$`)
