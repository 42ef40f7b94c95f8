/**
 * How many pages' answers a page worker holds before it sends them, while it still has jobs to run
 * (page-worker.ts), and so how many jobs the pool keeps on each worker: twice that (page-jobs.ts), so
 * that it never waits for the next. Each message to the main thread wakes it (it sleeps between pages
 * while the workers compile), and a wake-up costs the sender ~0.2–0.9 ms of CPU on this machine
 * (bench/RESULTS.md, "Session 15, speed"; `bench/thread-wake.mjs`): eight answers a message — three
 * until session 22 ("Session 22, speed22": a cold 1,000-page build with one worker woke the main thread
 * ~335 times, ~126 now). The last job a worker has is answered at once (nothing to wait for); a job
 * that waits on something (a page's own async work) lets a timer send what is held after a second,
 * well inside any page budget; a page that never ends is the watchdog's, which runs again every job
 * the worker had not answered.
 */
export const ANSWERS_PER_MESSAGE = 8
