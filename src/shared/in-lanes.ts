/**
 * File operations in flight at once when many files are written, linked or read: each holds a file
 * handle while it runs, and a 20,000-page build that queued every write at once ran out of them
 * (`EMFILE` at the write stage, with the default limit of 20,000 descriptors here). 64 keep libuv's
 * thread pool busy.
 */
export const FILE_LANES = 64

/** `work` on every item, at most `lanes` at a time; the results in the items' order. */
export async function inLanes<T, R>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<R>,
  lanes = FILE_LANES
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane))
  return results
}
