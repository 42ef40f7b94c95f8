// `next/server` for a site's route handlers (`app/**/route.ts`, src/app-router/route-handlers.ts):
// `NextResponse` and `NextRequest` on the platform's own `Response` and `Request`, as Next's extend
// them (`NextResponse.json`, `.redirect` are the platform's statics), so that what a handler returns
// is a Response whose body the build writes.

export class NextResponse extends Response {}

export class NextRequest extends Request {
  /** The request's URL, parsed (Next's `nextUrl`). */
  get nextUrl(): URL {
    return new URL(this.url)
  }
}

/** Next 15's `after`: work after the response. A build has no "after": it runs now. */
export function after(task: (() => unknown) | Promise<unknown>): void {
  void Promise.resolve()
    .then(() => (typeof task === 'function' ? task() : task))
    .catch(() => undefined)
}

/** Next 15's `connection`: resolves at once (a build prerenders without a request). */
export async function connection(): Promise<void> {}
