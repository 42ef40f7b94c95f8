import { afterEach, describe, expect, it } from 'vitest'
import { BUSY_LOAD_PER_CORE, pageWorkerCount } from '../../../src/render/page-pool.js'

// How many page workers a large compile starts: one per core but the main thread's, or one while the cores are busy.
const configured = process.env.GUILDSITE_WORKERS
afterEach(() => {
  if (configured === undefined) delete process.env.GUILDSITE_WORKERS
  else process.env.GUILDSITE_WORKERS = configured
})

describe('pageWorkerCount', () => {
  it('leaves the main thread a core of its own on a quiet machine', () => {
    delete process.env.GUILDSITE_WORKERS
    expect(pageWorkerCount(0.3, 2)).toBe(1)
    expect(pageWorkerCount(0.3, 4)).toBe(3)
    expect(pageWorkerCount(BUSY_LOAD_PER_CORE * 8 - 0.01, 8)).toBe(7)
  })

  it('starts one worker thread while the cores are busy with other work', () => {
    delete process.env.GUILDSITE_WORKERS
    expect(pageWorkerCount(BUSY_LOAD_PER_CORE * 2, 2)).toBe(1)
    expect(pageWorkerCount(31.5, 2)).toBe(1)
    expect(pageWorkerCount(40, 8)).toBe(1)
  })

  it('keeps a one-core machine as it is', () => {
    delete process.env.GUILDSITE_WORKERS
    expect(pageWorkerCount(12, 1)).toBe(1)
  })

  it('takes GUILDSITE_WORKERS over the load', () => {
    process.env.GUILDSITE_WORKERS = '2'
    expect(pageWorkerCount(31.5, 2)).toBe(2)
    process.env.GUILDSITE_WORKERS = '3'
    expect(pageWorkerCount(0, 2)).toBe(3)
  })
})
