// `next/headers` for a site's server components and route handlers: the request of a visitor who sends
// no cookies and no particular headers, which is what a page built ahead of any request can know
// (wild12: Alndaly/revornix-docs' blog list reads `(await cookies()).get('NEXT_LOCALE')?.value || 'en'`;
// a stand-in gave its `value`, the list asked for the page map of `//blogs`, and the page was a
// placeholder). As Next 15's, each is a promise that also answers at once (Next 13/14 code calls them
// synchronously).

/** A cookie as `cookies().get(name)` gives it. */
export interface RequestCookie {
  name: string
  value: string
}

/** The cookies of the request: none. Setting or deleting one (a server action's) changes nothing here. */
class RequestCookies {
  get size(): number {
    return 0
  }
  get(_name: string | RequestCookie): RequestCookie | undefined {
    return undefined
  }
  getAll(_name?: string | RequestCookie): RequestCookie[] {
    return []
  }
  has(_name: string): boolean {
    return false
  }
  set(..._args: unknown[]): this {
    return this
  }
  delete(..._names: unknown[]): this {
    return this
  }
  clear(): this {
    return this
  }
  toString(): string {
    return ''
  }
  *[Symbol.iterator](): IterableIterator<[string, RequestCookie]> {}
}

/** `value`, awaitable and usable as it is: Next 15's dynamic APIs are promises with the value's members. */
function both<T extends object>(value: T): Promise<T> & T {
  const promise = Promise.resolve(value) as Promise<T> & T
  let proto: object | null = value
  const keys = new Set<string | symbol>()
  while (proto && proto !== Object.prototype) {
    for (const key of Reflect.ownKeys(proto)) if (key !== 'constructor' && !(key in promise)) keys.add(key)
    proto = Object.getPrototypeOf(proto)
  }
  for (const key of keys) {
    const member = (value as Record<string | symbol, unknown>)[key]
    Object.defineProperty(promise, key, {
      get: () => {
        const current = (value as Record<string | symbol, unknown>)[key]
        return typeof current === 'function' ? (current as (...args: unknown[]) => unknown).bind(value) : current
      },
      enumerable: typeof member !== 'function'
    })
  }
  return promise
}

/** The request's cookies: none (a build has no visitor). */
export function cookies(): Promise<RequestCookies> & RequestCookies {
  return both(new RequestCookies())
}

/** The request's headers: none. */
export function headers(): Promise<Headers> & Headers {
  return both(new Headers())
}

/** Draft mode: off, as in every built page. */
export function draftMode(): Promise<{ isEnabled: boolean; enable(): void; disable(): void }> & {
  isEnabled: boolean
  enable(): void
  disable(): void
} {
  return both({ isEnabled: false, enable() {}, disable() {} })
}
