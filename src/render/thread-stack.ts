// (A module of its own: the page runner's bundle imports it without the page pool.)

/**
 * A worker's stack, as deep as the main thread's (V8's ~1 MB, where a worker gets 4 MB): a page nested
 * too deeply to compile (CONTENT_TOO_DEEP) must fail the same on any thread, or the output would
 * depend on how many workers a build runs.
 */
export const THREAD_STACK_MB = 1
