import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { installPacked } from '../helpers/packed-install.js'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'guildsite-init-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

function npmRun(script: string, cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script, '--silent'], { cwd, env: { ...process.env, NO_COLOR: '1' } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', chunk => (stdout += chunk))
    child.stderr.on('data', chunk => (stderr += chunk))
    child.on('error', reject)
    child.on('close', code => resolve({ code, stdout, stderr }))
  })
}

describe('guildsite init', () => {
  it('writes a site that `npm run build` builds with zero warnings, guildsite installed as npm pack ships it', async () => {
    const site = join(dir, 'my-docs')
    const init = await runCli(['init', site, '--name', 'My Docs'], { env: { CI: '1' } })
    expect(init.code, init.stderr).toBe(0)
    expect(init.stdout).toContain('npm run dev')
    for (const file of [
      'guildsite.config.ts',
      'package.json',
      'pages/_meta.ts',
      'pages/index.mdx',
      'pages/docs/_meta.ts',
      'pages/docs/index.mdx',
      'pages/docs/getting-started.mdx',
      'public/logo.svg',
      '.github/workflows/deploy.yml'
    ]) {
      expect(existsSync(join(site, file)), file).toBe(true)
    }
    const pkg = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'))
    expect(pkg).toMatchObject({ name: 'my-docs', scripts: { build: 'guildsite build', dev: 'guildsite dev' } })
    expect(pkg.dependencies.guildsite).toMatch(/^\^\d+\.\d+\.\d+/)

    installPacked(site, dir)
    const build = await npmRun('build', site)
    expect(build.code, build.stderr).toBe(0)
    expect(build.stderr).not.toMatch(/warning|error/i)
    const home = readFileSync(join(site, 'dist', 'index.html'), 'utf8')
    expect(home).toContain('My Docs')
    const intro = readFileSync(join(site, 'dist', 'docs', 'index.html'), 'utf8')
    // The built-in components of the scaffold render as components, not placeholders.
    expect(intro).not.toContain('Missing component')
    expect(intro).toMatch(/role="tablist"/)
    const started = readFileSync(join(site, 'dist', 'docs', 'getting-started', 'index.html'), 'utf8')
    expect(started).toContain('pages/docs/my-page.mdx')
    // npm2yarn: one tab per package manager.
    expect(started).toMatch(/role="tab"[^>]*>[^<]*pnpm/)
  })

  it('takes a catalogue product: its name, and no generic logo in the config', async () => {
    const site = join(dir, 'yoga-docs')
    const init = await runCli(['init', site, '--product', 'yoga', '--yes'])
    expect(init.code, init.stderr).toBe(0)
    const config = readFileSync(join(site, 'guildsite.config.ts'), 'utf8')
    expect(config).toContain("siteName: 'YOGA'")
    expect(config).not.toContain('logo:')
    expect(readFileSync(join(site, 'pages', 'index.mdx'), 'utf8')).toContain('title="Yoga"')
  })

  it('refuses a folder that is not empty unless --force, and an unknown product', async () => {
    const site = join(dir, 'taken')
    mkdirSync(site)
    writeFileSync(join(site, 'notes.txt'), 'mine')
    const refused = await runCli(['init', site, '--yes'])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('INIT_NOT_EMPTY')
    expect(refused.stderr).toContain('--force')
    expect(existsSync(join(site, 'guildsite.config.ts'))).toBe(false)

    const forced = await runCli(['init', site, '--yes', '--force'])
    expect(forced.code, forced.stderr).toBe(0)
    expect(readFileSync(join(site, 'notes.txt'), 'utf8')).toBe('mine')
    expect(existsSync(join(site, 'guildsite.config.ts'))).toBe(true)

    const unknown = await runCli(['init', join(dir, 'nope'), '--product', 'NOPE', '--yes'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('INIT_UNKNOWN_PRODUCT')
    expect(existsSync(join(dir, 'nope', 'package.json'))).toBe(false)
  })

  it('ships a CI workflow that builds under the repository base path and deploys the output folder', async () => {
    const site = join(dir, 'ci-docs')
    expect((await runCli(['init', site, '--yes'])).code).toBe(0)
    const workflow = readFileSync(join(site, '.github', 'workflows', 'deploy.yml'), 'utf8')
    expect(workflow).toContain('npx guildsite build --base "/${{ github.event.repository.name }}/"')
    expect(workflow).toMatch(/upload-pages-artifact@v\d[\s\S]*path: dist/)
    expect(workflow).toContain('actions/deploy-pages@')
  })
})
