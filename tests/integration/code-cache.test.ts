import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { spawn } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO } from '../helpers/cli.js'

// The package's threads start from one-file bundles with V8's code cache kept beside them
// (src/run-bundle.ts): the tool's own code, so a site's cold build may use it. Whatever state the
// caches are in — none, good, corrupted, another Node's — a build writes the same bytes and says
// nothing about them. And the partials a page imports compile on the compile workers, as they did
// on the main thread.

let root: string
let pkg: string
let site: string

/** Every file under `dir` (symlinks followed), path → bytes. */
function tree(dir: string): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name)
      if (statSync(path).isDirectory()) walk(path)
      else out.set(relative(dir, path), readFileSync(path).toString('base64'))
    }
  }
  walk(dir)
  return out
}

/** The code cache files of the package copy, relative to its dist/. */
function caches(): string[] {
  const found: string[] = []
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue
      const path = join(at, entry.name)
      if (entry.name === '.v8-cache')
        found.push(
          ...readdirSync(path)
            .filter(name => name.endsWith('.bin'))
            .map(name => relative(pkg, join(path, name)))
        )
      else walk(path)
    }
  }
  walk(join(pkg, 'dist'))
  return found.sort()
}

/** Builds the site with the package copy's bin into a fresh output folder: its exit, stderr and files. */
function build(name: string, env: Record<string, string> = {}) {
  const out = join(root, 'out', name)
  return new Promise<{ code: number | null; stderr: string; files: Map<string, string> }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(pkg, 'bin', 'guildsite.js'), 'build', site, '--no-cache', '--out', out, '--force'],
      { env: { ...process.env, NO_COLOR: '1', ...env } }
    )
    let stderr = ''
    child.stderr.on('data', chunk => (stderr += chunk))
    child.on('error', reject)
    child.on('close', code => resolve({ code, stderr, files: code === 0 ? tree(out) : new Map() }))
  })
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'guildsite-code-cache-'))
  // A copy of the installed package: its caches are this file's own (other tests share the checkout's).
  pkg = join(root, 'pkg')
  mkdirSync(pkg)
  cpSync(join(REPO, 'bin'), join(pkg, 'bin'), { recursive: true })
  cpSync(join(REPO, 'package.json'), join(pkg, 'package.json'))
  cpSync(join(REPO, 'dist'), join(pkg, 'dist'), {
    recursive: true,
    filter: source => !source.includes('.v8-cache')
  })
  symlinkSync(join(REPO, 'node_modules'), join(pkg, 'node_modules'))
  site = join(root, 'site')
  mkdirSync(join(site, 'pages', 'guide'), { recursive: true })
  mkdirSync(join(site, 'components'))
  writeFileSync(
    join(site, 'guildsite.config.ts'),
    `export default { siteName: 'Cache', docsRepositoryBase: 'https://github.com/the-guild-org/guildsite/tree/main/docs' }\n`
  )
  writeFileSync(join(site, 'pages', 'index.md'), '# Home\n\nSee [the guide](/guide).\n')
  // A page with a partial (compiled for the bundle stage) and a component (rendered in the page runner).
  writeFileSync(
    join(site, 'pages', 'guide', 'index.mdx'),
    `import Install from './_install.mdx'\nimport Badge from '../../components/badge'\n\n# Guide <Badge>v1</Badge>\n\n<Install />\n`
  )
  writeFileSync(
    join(site, 'pages', 'guide', '_install.mdx'),
    '## Install\n\n```sh\nnpm install graphql-yoga\n```\n\n<Nope />\n\n{1 + 1} steps.\n'
  )
  writeFileSync(
    join(site, 'components', 'badge.tsx'),
    `export default function Badge({ children }: { children: string }) { return <span className="badge">{children}</span> }\n`
  )
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('V8 code caches of the package bundles', () => {
  it('give the same bytes and say nothing, whether absent, good, corrupted or another Node’s', async () => {
    expect(caches()).toEqual([])
    const first = await build('none')
    expect(first.code).toBe(0)
    // The partial's content, compiled on a worker, is in its page.
    const guide = Buffer.from(first.files.get('guide.html') ?? first.files.get(join('guide', 'index.html'))!, 'base64')
    expect(guide.toString()).toContain('graphql-yoga')
    expect(guide.toString()).toContain('<span class="badge">v1</span>')
    // The CLI's and the compile workers' caches, written by that build.
    const written = caches()
    expect(written.some(name => name.includes('main.bundle.cjs.'))).toBe(true)
    expect(written.some(name => name.includes('page-worker.bundle.cjs.'))).toBe(true)
    // And the page runner's, whose thread rendered the page with a component.
    expect(written.some(name => name.includes('runner-worker.bundle.cjs.'))).toBe(true)

    const cached = await build('cached')
    expect(cached.stderr).toBe(first.stderr)
    expect(cached.files).toEqual(first.files)
    expect(caches()).toEqual(written)

    for (const name of written) writeFileSync(join(pkg, name), 'not a code cache')
    const corrupted = await build('corrupted')
    expect(corrupted.stderr).toBe(first.stderr)
    expect(corrupted.files).toEqual(first.files)
    // Rejected by V8, and written again.
    expect(caches()).toEqual(written)
    for (const name of written) expect(readFileSync(join(pkg, name)).length).toBeGreaterThan(1000)

    // Another Node's caches (their names carry its version): not used, replaced by this one's.
    for (const name of written) renameSync(join(pkg, name), join(pkg, name.replace(process.version, 'v0.0.1')))
    const other = await build('other-node')
    expect(other.stderr).toBe(first.stderr)
    expect(other.files).toEqual(first.files)
    expect(caches()).toEqual(written)
  })

  it('keeps the caches in the user’s cache folder when the install cannot hold them, with the same bytes', async () => {
    const reference = await build('reference')
    // Where a cache folder would go beside each bundle, a file: as good as an install this user cannot write.
    for (const dir of ['cli', 'render', 'page-runner']) {
      rmSync(join(pkg, 'dist', 'src', dir, '.v8-cache'), { recursive: true, force: true })
      writeFileSync(join(pkg, 'dist', 'src', dir, '.v8-cache'), '')
    }
    const userCache = join(root, 'user-cache')
    for (const name of ['first', 'second']) {
      const run = await build(`read-only-${name}`, { XDG_CACHE_HOME: userCache })
      expect(run.stderr).toBe(reference.stderr)
      expect(run.files).toEqual(reference.files)
    }
    const kept = readdirSync(join(userCache, 'guildsite', 'v8-cache'))
    for (const bundle of ['main.bundle.cjs.', 'page-worker.bundle.cjs.', 'runner-worker.bundle.cjs.'])
      expect(kept.filter(name => name.startsWith(bundle) && name.endsWith('.bin'))).toHaveLength(1)
  })

  it('compiles a partial on the workers as the main thread does: the same page and the same warning', async () => {
    const workers = await build('workers')
    const alone = await build('one-thread', { GUILDSITE_WORKERS: '1' })
    expect(workers.code).toBe(0)
    // The partial's warning (an unknown component), at its own file and line.
    expect(workers.stderr).toMatch(/pages\/guide\/_install\.mdx:7:1 - warning UNKNOWN_COMPONENT/)
    expect(alone.stderr).toBe(workers.stderr)
    expect(alone.files).toEqual(workers.files)
  })
})
