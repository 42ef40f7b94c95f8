// Why a page's render failed, when the cause is something absent at build time (issue 34 items 3 and
// 7): a `fetch()` that failed (no network where the site is built), a file that is not there, or the
// stand-in of an absent import the page's code used. `absent-page.ts` places and reports them.

const FETCH_MARK = Symbol.for('guildsite.fetchNotes')
const fetchedUrl = new WeakMap<object, string>()
/** The stack of the `fetch()` call that failed: where in the site's code it was made (`callSite`). */
const fetchedFrom = new WeakMap<object, string>()

/**
 * Makes the failures of `fetch()` name their URL (the global `fetch` stays Node's own: a machine with
 * network fetches as under `next build`). Once per thread.
 */
export function noteFetchFailures(): void {
  const global = globalThis as { fetch?: typeof fetch } & Record<symbol, unknown>
  const real = global.fetch
  if (typeof real !== 'function' || (real as unknown as Record<symbol, unknown>)[FETCH_MARK]) return
  const noted = function fetch(input: Parameters<typeof real>[0], init?: Parameters<typeof real>[1]) {
    const from = new Error().stack ?? ''
    return real(input, init).catch((error: unknown) => {
      if (typeof error === 'object' && error !== null) {
        fetchedUrl.set(error, urlOf(input))
        fetchedFrom.set(error, from)
      }
      throw error
    })
  } as typeof real & Record<symbol, unknown>
  noted[FETCH_MARK] = true
  global.fetch = noted
  // A module-level `fetch()` that nothing awaits yet (a client component `use()`s it later) rejects
  // unhandled: under `next build` a log line, here it would end the thread. Only for what was absent.
  process.on('unhandledRejection', reason => {
    if (absentCause(reason)) return
    throw reason
  })
  // (Handled later, by the `use()` that renders the nearest `<Suspense>` fallback: nothing to say.)
  process.on('rejectionHandled', () => {})
}

const urlOf = (input: unknown): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : String((input as Request)?.url ?? input)

export type Cause = { kind: 'fetch' | 'file' | 'stand-in'; what: string; reason: string; stack?: string }
const readAbsent = new WeakMap<object, Cause>()

/**
 * Notes that `error` was thrown after the code read `files`, which are absent (they read as empty:
 * `JSON.parse('')` of a package.json beside the site fails): it is a failure for something absent.
 * (A module whose evaluation threw throws the same error at every import: the note holds for them.)
 */
export function noteReadAbsent(error: unknown, files: string[]): void {
  if (typeof error === 'object' && error !== null && files.length > 0 && !absentCause(error))
    readAbsent.set(error, { kind: 'file', what: files[0], reason: String((error as Error).message ?? error) })
}

// The stand-ins of absent imports (`compile/stand-in-source.ts`) note here the last one the page's
// code used while it renders: a render that fails after its code used one fails for want of it (the
// stand-in's call result gave `undefined` where the package gives a value: `const [state] =
// useMachine(m)` then `state.matches(…)`). Only a render counts: a module evaluates once per thread.
const STAND_IN_USES = Symbol.for('guildsite.standInUses')
type Uses = { last?: string }
const usesHolder = globalThis as unknown as Record<symbol, Uses | undefined>

/** Starts noting the stand-ins a page's render uses (`PageRun.render`: one route's render). */
export function beginStandInUses(): void {
  usesHolder[STAND_IN_USES] = {}
}

/**
 * What was absent when `error` was thrown (a URL that could not be fetched, a file, a stand-in), or
 * undefined for another failure. `rendering`: thrown while a page rendered, after which any use of
 * a stand-in by the page's code makes the failure the absent import's (`beginStandInUses`).
 */
export function absentCause(error: unknown, rendering = false): Cause | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  // (A page's `redirect()` — Next's digest, `page-redirect.ts` — is what it meant, whatever stand-ins ran
  // before it: SJMCL-docs' root page sends readers to /zh.)
  const digest = (error as { digest?: unknown }).digest
  if (typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT;')) return undefined
  const read = readAbsent.get(error)
  if (read) return read
  const own = ownCause(error)
  if (own || !rendering) return own
  const used = usesHolder[STAND_IN_USES]?.last
  if (!used) return undefined
  const message = String((error as { message?: unknown }).message ?? error)
  const cause: Cause = {
    kind: 'stand-in',
    what: used,
    reason: message,
    stack: String((error as { stack?: unknown }).stack ?? '')
  }
  readAbsent.set(error, cause)
  return cause
}

function ownCause(error: object): Cause | undefined {
  const url = fetchedUrl.get(error)
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  if (url)
    return {
      kind: 'fetch',
      what: url,
      reason: cause?.code ?? cause?.message ?? String((error as Error).message),
      stack: fetchedFrom.get(error)
    }
  const { code, path } = error as { code?: string; path?: string }
  if ((code === 'ENOENT' || code === 'ENOTDIR') && path) return { kind: 'file', what: path, reason: code }
  // The stand-in of an absent import, given where the code needs a real value (`path.relative(…,
  // generateDefinition(…).filePath)`): its name is in the message (`compile/stand-in-source.ts`).
  const message = String((error as { message?: unknown }).message ?? '')
  const standIn = /\bStandIn <([^>]+)>/.exec(message)
  if (standIn) return { kind: 'stand-in', what: standIn[1], reason: message.replace(/ <[^>]+>/g, '') }
  return undefined
}
