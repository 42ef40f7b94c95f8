import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO } from '../../helpers/cli.js'

const root = mkdtempSync(join(tmpdir(), 'guildsite-many-files-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

// The output writer with 3,000 files and 200 file descriptors (a 20,000-page build has more files
// than the default limit of descriptors): every file is written, none fails with EMFILE.
const script = `
const { writeOutput } = await import(${JSON.stringify(join(REPO, 'dist/src/output/write-output.js'))})
const files = new Map()
for (let i = 0; i < 3000; i++) files.set('section-' + (i % 30) + '/page-' + i + '/index.html', 'page ' + i)
const written = await writeOutput({ outRoot: process.argv[1], files, copies: [] })
process.stdout.write(String(written))
`

describe('writing the output', () => {
  it('writes more files than the process may hold open at once', async () => {
    const outRoot = join(root, 'dist')
    const { stdout } = await promisify(execFile)('sh', [
      '-c',
      'ulimit -n 200 && exec "$0" --input-type=module -e "$1" "$2"',
      process.execPath,
      script,
      outRoot
    ])
    expect(stdout).toBe('true')
    const pages = readdirSync(outRoot, { recursive: true }).filter(path => String(path).endsWith('index.html'))
    expect(pages).toHaveLength(3000)
  })
})
