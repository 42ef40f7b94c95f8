import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO, runCli } from '../../helpers/cli.js'

const version = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }).version
const GOLDEN = 'tests/golden/page-map/i18n'
const golden = (file: string) => JSON.parse(readFileSync(join(REPO, GOLDEN, file), 'utf8'))
const ESC = '\u001b'

/** A site whose config is missing `siteName`. */
const broken = mkdtempSync(join(tmpdir(), 'guildsite-cli-'))
writeFileSync(
  join(broken, 'guildsite.config.json'),
  '{\n  "docsRepositoryBase": "https://github.com/the-guild-org/test"\n}\n'
)
mkdirSync(join(broken, 'pages'))
writeFileSync(join(broken, 'pages/index.mdx'), '# Home\n')
afterAll(() => rmSync(broken, { recursive: true, force: true }))

describe.concurrent('guildsite CLI (the real bin)', () => {
  it('--help prints the commands and exits 0', async () => {
    const result = await runCli(['--help'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Usage: guildsite')
    for (const command of ['build', 'dev', 'preview', 'check']) expect(result.stdout).toContain(command)
  })

  it('check --help lists the shared options and exits 0', async () => {
    const result = await runCli(['check', '--help'])
    expect(result.code).toBe(0)
    for (const option of ['--config', '--out', '--base', '--quiet', '--debug', '--json', '--locale'])
      expect(result.stdout).toContain(option)
  })

  it('--version prints the package version and exits 0', async () => {
    const result = await runCli(['--version'])
    expect(result).toMatchObject({ code: 0, stdout: `${version}\n` })
  })

  it('an unknown command is a usage error: exit 2, message on stderr', async () => {
    const result = await runCli(['deploy'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain("unknown command 'deploy'")
    expect(result.stdout).toBe('')
  })

  it('an unknown option is a usage error: exit 2', async () => {
    const result = await runCli(['check', GOLDEN + '/input', '--colour'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain("unknown option '--colour'")
  })

  it('no command at all is a usage error: exit 2 with the help on stderr', async () => {
    const result = await runCli([])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Usage: guildsite')
  })

  it('a config error exits 1 with file:line:col and the message on stderr, nothing on stdout', async () => {
    const result = await runCli(['check', broken])
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain(
      'guildsite.config.json:1:1 - error CONFIG_INVALID Missing required "siteName" property'
    )
    expect(result.stderr).toContain('1 error, 0 warnings')
  })

  it.each([
    ['NO_COLOR set', { NO_COLOR: '1' }],
    ['not a TTY, NO_COLOR unset', { NO_COLOR: undefined }]
  ])('prints no ANSI escapes (%s)', async (_, env) => {
    const result = await runCli(['check', broken], { env })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Missing required "siteName" property')
    expect(result.stderr).not.toContain(ESC)
    expect(result.stdout).not.toContain(ESC)
  })

  it('check on a valid site exits 0 with a summary on stdout and nothing on stderr', async () => {
    const result = await runCli(['check', GOLDEN + '/input'])
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toMatch(/pages, \d+ metas checked: no errors/)
  })

  it('check --json prints the navigation as JSON: the golden expected.json', async () => {
    const result = await runCli(['check', GOLDEN + '/input', '--json'])
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(JSON.parse(result.stdout)).toEqual(golden('expected.json'))
  })

  it('check --json --locale fr prints the fr navigation', async () => {
    const result = await runCli(['check', GOLDEN + '/input', '--json', '--locale', 'fr'])
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(JSON.parse(result.stdout)).toEqual(golden('expected.fr.json'))
  })

  it('check --locale with a locale the site does not have is a usage error', async () => {
    const result = await runCli(['check', GOLDEN + '/input', '--json', '--locale', 'es'])
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain('Unknown locale "es"; configured: en-US, fr, de')
  })

  it.each(['dev', 'preview'])('%s rejects an invalid port as a usage error', async command => {
    const result = await runCli([command, GOLDEN + '/input', '--port', 'not-a-port'])
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
  })
})
