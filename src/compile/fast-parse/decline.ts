/**
 * Thrown when a page uses something the fast parser does not reproduce exactly; `fastParse` turns it
 * into `undefined` so the caller falls back to micromark. The reason is for tests and debugging.
 */
export class Decline extends Error {
  constructor(readonly reason: string) {
    super(`fast parse declined: ${reason}`)
  }
}

/** Gives up on the page: the tree would not be the one micromark builds. */
export function decline(reason: string): never {
  throw new Decline(reason)
}
