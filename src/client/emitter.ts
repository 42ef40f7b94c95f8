/** SPEC §9: more than this many listeners for one event is probably a leak and is warned about. */
export const DEFAULT_MAX_LISTENERS = 10

type Listener<T> = (payload: T) => void

/**
 * A minimal typed event emitter with the rules of SPEC §5: a listener must be a function, the
 * maximum is a non-negative number, and going above it (10 by default) logs one warning per event.
 * A maximum of 0 means unlimited, as in Node's `EventEmitter`.
 */
export class Emitter<Events extends Record<string, unknown>> {
  #listeners = new Map<keyof Events, Set<Listener<never>>>()
  #warned = new Set<keyof Events>()
  #max = DEFAULT_MAX_LISTENERS

  setMaxListeners(n: number): this {
    if (typeof n !== 'number' || Number.isNaN(n) || n < 0) {
      throw new RangeError(`The value of "n" is out of range. It must be a non-negative number. Received ${String(n)}`)
    }
    this.#max = n
    return this
  }

  getMaxListeners(): number {
    return this.#max
  }

  /** Adds a listener; returns a function that removes it again. */
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    if (typeof listener !== 'function') {
      throw new TypeError(`The "listener" argument must be of type function. Received type ${typeof listener}`)
    }
    let set = this.#listeners.get(event)
    if (!set) this.#listeners.set(event, (set = new Set()))
    set.add(listener as Listener<never>)
    if (this.#max > 0 && set.size > this.#max && !this.#warned.has(event)) {
      this.#warned.add(event)
      console.warn(
        `Possible EventEmitter memory leak detected. ${set.size} ${String(event)} listeners added. Use emitter.setMaxListeners() to increase limit`
      )
    }
    return () => this.off(event, listener)
  }

  off<K extends keyof Events>(event: K, listener: Listener<Events[K]>): void {
    this.#listeners.get(event)?.delete(listener as Listener<never>)
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) (listener as Listener<Events[K]>)(payload)
  }

  listenerCount(event: keyof Events): number {
    return this.#listeners.get(event)?.size ?? 0
  }
}

/** What the behaviour scripts tell each other. */
export interface PageEvents extends Record<string, unknown> {
  /** The theme in force changed (click, other window, or the OS in system mode). */
  theme: { theme: 'light' | 'dark' | 'system'; dark: boolean }
  /** The reader is leaving the current location (link followed, hash or history change). */
  route: { url: string }
}

/** The page-wide channel between behaviour scripts. */
export const page = new Emitter<PageEvents>()
