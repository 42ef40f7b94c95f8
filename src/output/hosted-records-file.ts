import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { HostedRecordsFile } from '../search/hosted-records.js'
import { HOSTED_RECORDS_FILE } from '../search/hosted-records.js'

/**
 * Writes the hosted records beside the site (`.guildsite/search-records.json`, never in the served
 * output), whole or not at all: a temporary file renamed over the previous one.
 */
export async function writeHostedRecords(siteDir: string, file: HostedRecordsFile): Promise<string> {
  const path = join(siteDir, HOSTED_RECORDS_FILE)
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, JSON.stringify(file, null, 1) + '\n')
  await rename(temporary, path)
  return path
}
