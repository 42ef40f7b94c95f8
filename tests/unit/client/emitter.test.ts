import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_MAX_LISTENERS, Emitter } from '../../../src/client/emitter.js'

describe('Emitter (SPEC §5 event listeners)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('calls listeners with the payload and removes them', () => {
    const emitter = new Emitter<{ ping: number }>()
    const seen: number[] = []
    const off = emitter.on('ping', n => seen.push(n))
    emitter.emit('ping', 1)
    off()
    emitter.emit('ping', 2)
    expect(seen).toEqual([1])
  })

  it('accepts only functions as listeners', () => {
    const emitter = new Emitter<{ ping: number }>()
    expect(() => emitter.on('ping', 'nope' as never)).toThrow(
      new TypeError('The "listener" argument must be of type function. Received type string')
    )
    expect(() => emitter.on('ping', undefined as never)).toThrow(TypeError)
  })

  it('accepts only a non-negative number as the maximum', () => {
    const emitter = new Emitter<{ ping: number }>()
    expect(DEFAULT_MAX_LISTENERS).toBe(10)
    expect(emitter.getMaxListeners()).toBe(10)
    expect(() => emitter.setMaxListeners(-1)).toThrow(
      new RangeError('The value of "n" is out of range. It must be a non-negative number. Received -1')
    )
    expect(() => emitter.setMaxListeners(Number.NaN)).toThrow(RangeError)
    expect(() => emitter.setMaxListeners('3' as never)).toThrow(RangeError)
    expect(emitter.setMaxListeners(0).getMaxListeners()).toBe(0)
  })

  it('warns once per event above 10 listeners, never at 0 (unlimited)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const emitter = new Emitter<{ a: void; b: void }>()
    for (let i = 0; i < 10; i++) emitter.on('a', () => {})
    expect(warn).not.toHaveBeenCalled()
    emitter.on('a', () => {})
    emitter.on('a', () => {})
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toBe(
      'Possible EventEmitter memory leak detected. 11 a listeners added. Use emitter.setMaxListeners() to increase limit'
    )
    const unlimited = new Emitter<{ a: void }>().setMaxListeners(0)
    for (let i = 0; i < 50; i++) unlimited.on('a', () => {})
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
