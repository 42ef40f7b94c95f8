// Where the shared workload (`gen-corpus.mjs`, `hugo-site/`) is: BENCH_DIR, else `../shared/bench` beside
// this checkout, else beside the main checkout when this is a git worktree (its `.git` is then a file that
// points into the main one). Used by `npm run bench` and `npm run bench:dev`.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/** The folders looked in, in order, and the first that holds every file of `needs`. */
export function findSharedBench(repo, needs = ['gen-corpus.mjs']) {
  const candidates = []
  if (process.env.BENCH_DIR) candidates.push(resolve(process.env.BENCH_DIR))
  candidates.push(resolve(repo, '../shared/bench'))
  try {
    const common = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {
      cwd: repo,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore']
    }).trim()
    candidates.push(resolve(dirname(common), '../shared/bench'))
  } catch {
    // not a git checkout: only the other places are looked in
  }
  const found = candidates.find(dir => needs.every(file => existsSync(join(dir, file))))
  return { found, candidates: [...new Set(candidates)] }
}
