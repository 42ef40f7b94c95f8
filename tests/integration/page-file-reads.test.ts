import { statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import {
  CONFIG,
  fetchPage,
  removeSite,
  startCli,
  waitFor,
  writeFile,
  writeSite,
  type CliProcess
} from './dev-harness.js'

// Files a page's code reads while it renders (issue 34, the Guild's site): a component's
// `fs.readFileSync` of a data file, a data function's `fs/promises` `readFile`. The page depends on
// them as on its imports: with the cache on, editing one renders the pages that read it again (and
// only those); in dev, saving one refreshes them.
const files = {
  'guildsite.config.json': CONFIG('Reads'),
  'pages/_meta.json': JSON.stringify({ index: 'Home', team: 'Team', motto: 'Motto' }),
  'pages/index.mdx': '# Home\n\nNothing read here.\n',
  'pages/team.mdx': "import { Team } from '../ui/team'\n\n# Team\n\n<Team />\n",
  'ui/team.tsx': `import { readFileSync } from 'node:fs'

export function Team() {
  const team = JSON.parse(readFileSync('data/team.json', 'utf8'))
  return <ul className="team">{team.map(name => <li key={name}>{name}</li>)}</ul>
}
`,
  'data/team.json': JSON.stringify(['Ada', 'Grace']),
  'pages/motto.mdx': `import { readFile } from 'node:fs/promises'

export async function getStaticProps() {
  return { props: { motto: (await readFile('data/motto.txt', 'utf8')).trim() } }
}

# Motto

<p className="motto">{props.motto}</p>
`,
  'data/motto.txt': 'Open source first\n'
}

const sites: string[] = []
let dev: CliProcess | undefined
afterAll(async () => {
  await dev?.stop()
  for (const site of sites) removeSite(site)
})

describe('files a page reads while it renders', () => {
  it('are cache dependencies: an edited data file renders the pages that read it again, only those', async () => {
    const site = writeSite(files)
    sites.push(site)
    const out = join(site, 'dist')
    const build = async () => {
      const result = await runCli(['build', site, '--quiet'])
      expect(result.code, result.stderr).toBe(0)
    }
    const page = (route: string) => readFile(join(out, route, 'index.html'), 'utf8')
    const inode = (route: string) => statSync(join(out, route, 'index.html')).ino
    await build()
    expect(await page('team')).toContain('<ul class="team"><li>Ada</li><li>Grace</li></ul>')
    expect(await page('motto')).toContain('<p class="motto">Open source first</p>')
    const home = inode('')

    writeFile(join(site, 'data/team.json'), JSON.stringify(['Ada', 'Grace', 'Margaret']))
    await build()
    expect(await page('team')).toContain('<li>Margaret</li>')
    expect(inode('')).toBe(home)

    // (A page with a data function renders at every build anyway: what it reads is seen.)
    writeFile(join(site, 'data/motto.txt'), 'Developers first\n')
    await build()
    expect(await page('motto')).toContain('<p class="motto">Developers first</p>')
    expect(inode('')).toBe(home)
  }, 120_000)

  it('refresh the pages that read them in dev when saved', async () => {
    const site = writeSite(files)
    sites.push(site)
    dev = await startCli(['dev', site, '--port', '0'])
    expect((await fetchPage(dev.url, '/team')).text).toContain('<li>Grace</li>')
    writeFile(join(site, 'data/team.json'), JSON.stringify(['Ada', 'Grace', 'Katherine']))
    await waitFor(
      async () => (await fetchPage(dev!.url, '/team')).text.includes('<li>Katherine</li>'),
      'the team page with the saved data'
    )
  }, 120_000)
})
