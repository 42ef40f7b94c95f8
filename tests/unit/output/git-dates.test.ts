import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { gitDates } from '../../../src/output/git-dates.js'

describe('gitDates', () => {
  let repo: string
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd: repo,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@t',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@t',
        ...(date && { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date })
      }
    })
  const commit = (file: string, date: string) => {
    writeFileSync(join(repo, file), `${file} at ${date}\n`)
    git(['add', file])
    git(['commit', '-q', '-m', file], date)
  }
  beforeEach(() => {
    repo = mkdtempSync(join(tmpdir(), 'guildsite-git-'))
    git(['init', '-q'])
  })
  afterEach(() => rmSync(repo, { recursive: true, force: true }))

  it("gives each file its last commit's date, kept until the next commit", async () => {
    const cache = join(repo, 'cache', 'git-dates.json')
    commit('a.md', '2024-01-02T03:04:05Z')
    commit('b.md', '2024-02-03T04:05:06Z')
    commit('a.md', '2024-03-04T05:06:07Z')
    const dates = await gitDates(repo, cache)
    expect(new Date(dates.get(join(repo, 'a.md'))!).toISOString()).toBe('2024-03-04T05:06:07.000Z')
    expect(new Date(dates.get(join(repo, 'b.md'))!).toISOString()).toBe('2024-02-03T04:05:06.000Z')
    // While the commit is the same, the kept dates are used (here: edited, to see that they are)…
    writeFileSync(cache, readFileSync(cache, 'utf8').replace('2024-02-03', '1999-02-03'))
    expect(new Date((await gitDates(repo, cache)).get(join(repo, 'b.md'))!).getUTCFullYear()).toBe(1999)
    // …and a new commit reads them again. Uncommitted edits change no date.
    commit('b.md', '2024-05-06T07:08:09Z')
    writeFileSync(join(repo, 'a.md'), 'edited, not committed\n')
    const after = await gitDates(repo, cache)
    expect(new Date(after.get(join(repo, 'b.md'))!).toISOString()).toBe('2024-05-06T07:08:09.000Z')
    expect(new Date(after.get(join(repo, 'a.md'))!).toISOString()).toBe('2024-03-04T05:06:07.000Z')
  })

  it('reads the checked-out commit from the repository files: kept dates need no git while it is the same', async () => {
    commit('a.md', '2024-01-02T03:04:05Z')
    const tree = join(repo, 'tree')
    git(['worktree', 'add', '-q', tree])
    const withoutGit = async (folder: string, cache: string) => {
      const path = process.env.PATH
      process.env.PATH = ''
      try {
        return await gitDates(folder, cache)
      } finally {
        process.env.PATH = path
      }
    }
    const kept = async (folder: string, cache: string) => {
      await gitDates(folder, cache)
      return (await withoutGit(folder, cache)).get(join(folder, 'a.md'))
    }
    // A branch's loose ref, the same ref once packed, a detached head, and a worktree (a `.git` file).
    expect(await kept(repo, join(repo, 'c1.json'))).toBe('2024-01-02T03:04:05+00:00')
    git(['pack-refs', '--all'])
    expect(await kept(repo, join(repo, 'c2.json'))).toBe('2024-01-02T03:04:05+00:00')
    expect(await kept(tree, join(repo, 'c3.json'))).toBe('2024-01-02T03:04:05+00:00')
    git(['checkout', '-q', '--detach'])
    expect(await kept(repo, join(repo, 'c4.json'))).toBe('2024-01-02T03:04:05+00:00')
    // Another commit: the kept dates are not used, and without git there are none.
    commit('b.md', '2024-02-03T04:05:06Z')
    expect((await withoutGit(repo, join(repo, 'c4.json'))).size).toBe(0)
  })

  it('has no dates outside a repository or before the first commit', async () => {
    expect((await gitDates(repo)).size).toBe(0)
    const outside = mkdtempSync(join(tmpdir(), 'guildsite-no-git-'))
    try {
      expect((await gitDates(outside)).size).toBe(0)
    } finally {
      rmSync(outside, { recursive: true, force: true })
    }
  })
})
