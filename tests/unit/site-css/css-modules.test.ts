import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scopeCssModule, scopedName } from '../../../src/site-css/css-modules.js'

// CSS modules as Next scopes them (issue 34): the names a page's HTML carries and the CSS that styles them.
describe('scopeCssModule', () => {
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-css-modules-'))
    await writeFile(
      join(dir, 'card.module.css'),
      [
        '.card { composes: base; composes: shadow from "./shared.module.css"; composes: legacy from global; color: red }',
        '.base { padding: 1px }',
        ':global(.dark) .card:hover, .card :global .outside .also { color: blue }',
        '#main { animation: fade 1s ease }',
        '@keyframes fade { from { opacity: 0 } }',
        '@keyframes :global(kept) { to { opacity: 1 } }',
        ':export { accent: #0af }'
      ].join('\n')
    )
    await writeFile(join(dir, 'shared.module.css'), '.shadow { box-shadow: none }')
    await writeFile(join(dir, 'index.module.css'), '.x { color: red }')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('names a class [file]_[local]__[hash of the path in the site and the name], the same at every call', () => {
    const name = scopedName(join(dir, 'card.module.css'), dir, 'card')
    expect(name).toMatch(/^card_card__[\w-]{5}$/)
    expect(scopedName(join(dir, 'card.module.css'), dir, 'card')).toBe(name)
    // (Another file's `.card` is another class; an index module takes its folder's name, as in Next.)
    expect(scopedName(join(dir, 'other', 'card.module.css'), dir, 'card')).not.toBe(name)
    expect(scopeCssModule(join(dir, 'index.module.css'), dir).names.x).toMatch(/^guildsite-css-modules-\w+_x__/)
  })

  it('maps composed names (local, from another module, global) and scopes all but :global', () => {
    const module = scopeCssModule(join(dir, 'card.module.css'), dir)
    const own = (local: string) => scopedName(join(dir, 'card.module.css'), dir, local)
    const shadow = scopedName(join(dir, 'shared.module.css'), dir, 'shadow')
    expect(module.names.card).toBe(`${own('card')} ${own('base')} ${shadow} legacy`)
    expect(module.names.accent).toBe('#0af')
    expect(module.composesFrom).toEqual([join(dir, 'shared.module.css')])
    expect(module.css).not.toContain('composes')
    expect(module.css).toContain(`.dark .${own('card')}:hover`)
    expect(module.css).toMatch(new RegExp(`\\.${own('card')}\\s+\\.outside \\.also`))
    expect(module.css).toContain(`#${own('main')} { animation: ${own('fade')} 1s ease }`)
    expect(module.css).toContain(`@keyframes ${own('fade')} `)
    expect(module.css).toContain('@keyframes kept ')
    expect(module.css).not.toContain(':export')
  })
})
