import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { holdAppends, PackStore, releaseAppends } from '../../../src/shared/pack-store.js'

const dirs: string[] = []
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'guildsite-pack-'))
  dirs.push(dir)
  return join(dir, 'store')
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('PackStore', () => {
  it('reads nothing and creates nothing until something is stored', () => {
    const dir = folder()
    const store = new PackStore(dir)
    expect(store.get('a')).toBeUndefined()
    expect(() => readdirSync(dir)).toThrow()
  })

  it('keeps many entries in one pack and one index per writer, read back by another reader', () => {
    const dir = folder()
    const first = new PackStore(dir)
    for (let i = 0; i < 100; i++) first.set(`key ${i}\nwith a newline`, `välue ${i}`)
    first.close()
    const second = new PackStore(dir)
    second.set('other', 'from the second writer')
    second.close()
    expect(readdirSync(dir)).toHaveLength(4)
    const reader = new PackStore(dir)
    expect(reader.get('key 42\nwith a newline')).toBe('välue 42')
    expect(reader.get('other')).toBe('from the second writer')
    expect(reader.get('missing')).toBeUndefined()
    reader.close()
  })

  it('never trusts an entry changed or cut short behind its index', () => {
    const dir = folder()
    const store = new PackStore(dir)
    store.set('a', 'original text')
    store.set('b', 'second entry')
    store.close()
    const pack = join(
      dir,
      readdirSync(dir).find(name => name.endsWith('.pack'))!
    )
    const bytes = readFileSync(pack)
    writeFileSync(pack, Buffer.from(bytes.toString('utf8').replace('original', 'tampered')))
    const edited = new PackStore(dir)
    expect(edited.get('a')).toBeUndefined()
    expect(edited.get('b')).toBe('second entry')
    edited.close()
    writeFileSync(pack, bytes.subarray(0, bytes.length - 3))
    const cut = new PackStore(dir)
    expect(cut.get('a')).toBe('original text')
    expect(cut.get('b')).toBeUndefined()
    cut.close()
  })
})

describe('holdAppends', () => {
  const packBytes = (dir: string) =>
    readdirSync(dir)
      .filter(name => name.endsWith('.pack'))
      .reduce((sum, name) => sum + readFileSync(join(dir, name)).length, 0)

  it('writes what the stores of a thread hold once the last hold closes, and reads it back meanwhile', () => {
    const dir = folder()
    const store = new PackStore(dir)
    holdAppends()
    holdAppends()
    store.set('first', 'one')
    store.set('second', 'twö')
    // Held: on disk there is nothing yet, for another reader; its own store reads it from memory.
    expect(packBytes(dir)).toBe(0)
    expect(new PackStore(dir).get('first')).toBeUndefined()
    expect(store.get('second')).toBe('twö')
    releaseAppends()
    expect(packBytes(dir)).toBe(0)
    releaseAppends()
    const reader = new PackStore(dir)
    expect(reader.get('first')).toBe('one')
    expect(reader.get('second')).toBe('twö')
    // Without a hold, each entry is written as it comes.
    store.set('third', 'three')
    expect(new PackStore(dir).get('third')).toBe('three')
    store.close()
  })

  it('writes while held once a store holds about a megabyte, and when the store closes', () => {
    const dir = folder()
    const store = new PackStore(dir)
    holdAppends()
    try {
      for (let i = 0; i < 40; i++) store.set(`big ${i}`, String(i).padEnd(32 * 1024, '.'))
      const written = packBytes(dir)
      expect(written).toBeGreaterThan(1 << 20)
      expect(written).toBeLessThan(40 * 32 * 1024)
      expect(new PackStore(dir).get('big 0')).toBe('0'.padEnd(32 * 1024, '.'))
      store.set('last', 'held until the store closes')
      store.close()
      expect(new PackStore(dir).get('last')).toBe('held until the store closes')
      expect(new PackStore(dir).get('big 39')).toBe('39'.padEnd(32 * 1024, '.'))
    } finally {
      releaseAppends()
    }
  })
})

describe('PackStore.compact', () => {
  it('keeps the live entries in one pack once dead ones are most of the store, or packs are many', () => {
    const dir = folder()
    for (let writer = 0; writer < 3; writer++) {
      const store = new PackStore(dir)
      for (let i = 0; i < 10; i++) store.set(`w${writer} k${i}`, `text ${writer} ${i}`.repeat(20))
      store.close()
    }
    // Live: most of the store, three packs: nothing to do.
    const alive = Array.from({ length: 30 }, (_, i) => `w${Math.floor(i / 10)} k${i % 10}`)
    const quiet = new PackStore(dir)
    quiet.compact(alive.slice(0, 25))
    quiet.close()
    expect(readdirSync(dir)).toHaveLength(6)
    // Live: a third of it: one pack of those.
    const store = new PackStore(dir)
    store.compact(alive.slice(0, 10).concat(['never stored']))
    store.close()
    expect(readdirSync(dir)).toHaveLength(2)
    const reader = new PackStore(dir)
    expect(reader.get('w0 k3')).toBe('text 0 3'.repeat(20))
    expect(reader.get('w2 k3')).toBeUndefined()
    reader.close()
    // Many packs, all live: merged into one.
    for (let writer = 0; writer < 40; writer++) {
      const many = new PackStore(dir)
      many.set(`many ${writer}`, 'x')
      many.close()
    }
    const merging = new PackStore(dir)
    merging.compact(Array.from({ length: 40 }, (_, i) => `many ${i}`))
    merging.close()
    expect(readdirSync(dir)).toHaveLength(2)
    expect(new PackStore(dir).get('many 39')).toBe('x')
  })
})
