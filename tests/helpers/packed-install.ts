import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { REPO } from './cli.js'

/**
 * Installs guildsite into `site` as `npm install` of the packed checkout would, without the
 * network: the `npm pack` tarball (written into `scratch`) unpacked into node_modules/guildsite, its
 * dependencies linked from the checkout's own node_modules (the lock file's versions), and the bin
 * in node_modules/.bin, where `npm run` and `npx` find it.
 */
export function installPacked(site: string, scratch: string): void {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], {
      cwd: REPO,
      encoding: 'utf8'
    })
  ) as { filename: string }[]
  const target = join(site, 'node_modules', 'guildsite')
  mkdirSync(target, { recursive: true })
  execFileSync('tar', ['-xzf', join(scratch, packed[0]!.filename), '-C', target, '--strip-components=1'])
  const manifest = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  for (const name of Object.keys(manifest.dependencies)) {
    const link = join(site, 'node_modules', name)
    mkdirSync(dirname(link), { recursive: true })
    symlinkSync(join(REPO, 'node_modules', name), link, 'dir')
  }
  mkdirSync(join(site, 'node_modules', '.bin'), { recursive: true })
  symlinkSync('../guildsite/bin/guildsite.js', join(site, 'node_modules', '.bin', 'guildsite'))
}
