import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadNextEnv, publicEnvDefines } from '../../../src/next-env/index.js'
import { parseDotenv } from '../../../src/next-env/parse.js'

const dirs: string[] = []
afterAll(() => dirs.forEach(dir => rmSync(dir, { recursive: true, force: true })))

describe('dotenv syntax', () => {
  it('reads quoted, unquoted, exported and commented values', () => {
    const text = [
      '# a comment',
      'A=plain value  ',
      'export B=exported',
      'C="double # not a comment"',
      "D='single'",
      'E=unquoted # a comment',
      'F="a\\nb"',
      'G=',
      'H="spans',
      'two lines"',
      'not a line',
      'I = spaced'
    ].join('\r\n')
    expect(parseDotenv(text)).toEqual({
      A: 'plain value',
      B: 'exported',
      C: 'double # not a comment',
      D: 'single',
      E: 'unquoted',
      F: 'a\nb',
      G: '',
      H: 'spans\ntwo lines',
      I: 'spaced'
    })
  })
})

describe('loading a Next project’s env files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'guildsite-next-env-'))
  dirs.push(dir)
  writeFileSync(join(dir, '.env'), 'ONE=env\nTWO=env\nHOST=example.com\nURL=https://${HOST}/$PATHNAME\nPRICE=\\$5\n')
  writeFileSync(join(dir, '.env.production'), 'TWO=production\nPATHNAME=docs\n')
  writeFileSync(join(dir, '.env.production.local'), 'ONE=production-local\n')
  writeFileSync(join(dir, '.env.development'), 'DEV=yes\n')

  it('takes the first file naming a variable, leaves what the environment has, expands $NAME, and restores', () => {
    const env: NodeJS.ProcessEnv = { HOST: 'shell.example' }
    const loaded = loadNextEnv(dir, env)
    expect(loaded.files.map(file => file.slice(dir.length + 1))).toEqual([
      '.env.production.local',
      '.env.production',
      '.env'
    ])
    expect(env).toEqual({
      HOST: 'shell.example',
      ONE: 'production-local',
      TWO: 'production',
      PATHNAME: 'docs',
      URL: 'https://shell.example/docs',
      PRICE: '$5'
    })
    loaded.restore()
    expect(env).toEqual({ HOST: 'shell.example' })
  })

  it('inlines only NEXT_PUBLIC_ variables for the browser', () => {
    expect(publicEnvDefines({ NEXT_PUBLIC_A: 'a"b', SECRET: 'x' })).toEqual({ 'process.env.NEXT_PUBLIC_A': '"a\\"b"' })
  })
})
