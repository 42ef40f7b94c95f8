#!/usr/bin/env node
// What creating a cold build's output shape costs the kernel right now: 1,000 folders (two areas of ten
// sections of fifty pages, as the shared workload), each with an `index.html` of 42.5 KB beside a `.md`
// copy of 5 KB, written with the synchronous calls a build's early writes use; the process's own system
// CPU time for it, and for the folders alone. On this VM the same probe took 0.02–0.57 s for the folders
// and 0.08–2.3 s for the whole shape within minutes (session 21, speed21), so a build's sys time says as
// much about what else the machine does with its file system as about the build: run it beside a
// benchmark's builds and report it with their sys time.
//
//   node bench/fs-create-probe.mjs [folder=<tmp>] [rounds=3]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'

const base = process.argv[2] ?? tmpdir()
const rounds = Number(process.argv[3] ?? 3)
const html = Buffer.alloc(42_543, 'a')
const markdown = Buffer.alloc(5_000, 'b')

/** System CPU milliseconds of creating the shape under `root` (`files`: with the two files per folder). */
function probe(root, files) {
  const start = process.cpuUsage()
  for (let area = 1; area <= 2; area++)
    for (let section = 1; section <= 10; section++)
      for (let page = 1; page <= 50; page++) {
        const dir = join(root, `area-${area}`, `section-${section}`, `page-${page}`)
        mkdirSync(dir, { recursive: true })
        if (!files) continue
        writeFileSync(join(dir, 'index.html'), html)
        writeFileSync(`${dir}.md`, markdown)
      }
  return process.cpuUsage(start).system / 1e3
}

const scratch = mkdtempSync(join(base, 'guildsite-fs-probe-'))
try {
  for (let round = 1; round <= rounds; round++) {
    const folders = probe(join(scratch, `folders-${round}`), false)
    const shape = probe(join(scratch, `shape-${round}`), true)
    const load = loadavg()[0].toFixed(2)
    console.log(
      `round ${round}: folders ${folders.toFixed(0)} ms, folders and files ${shape.toFixed(0)} ms of sys (load ${load})`
    )
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
