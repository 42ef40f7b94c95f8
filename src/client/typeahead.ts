/** SPEC §9: typeahead in menus and listboxes starts over after 350 ms without a key. */
export const TYPEAHEAD_RESET_MS = 350

/**
 * Typeahead as in the WAI-ARIA menu and listbox patterns: printable keys typed within 350 ms of
 * each other form one query; the match starts after the current item for a fresh single letter
 * (so repeating a letter cycles through the items that start with it) and at the current item
 * while a longer query is being typed.
 */
export function createTypeahead(resetMs = TYPEAHEAD_RESET_MS) {
  let query = ''
  let last = Number.NEGATIVE_INFINITY
  return {
    /**
     * @param key the typed character (`KeyboardEvent.key` of length 1)
     * @param labels the items' visible texts
     * @param current index of the focused item, -1 for none
     * @param now a timestamp in ms (`performance.now()`)
     * @returns index of the item to focus, or -1 when nothing matches
     */
    match(key: string, labels: readonly string[], current: number, now: number): number {
      if (now - last > resetMs) query = ''
      last = now
      query += key.toLowerCase()
      const repeated = [...query].every(char => char === query[0])
      const search = repeated ? query[0]! : query
      const start = repeated || query.length === 1 ? current + 1 : Math.max(current, 0)
      for (let offset = 0; offset < labels.length; offset++) {
        const index = (start + offset) % labels.length
        if (labels[index]!.trim().toLowerCase().startsWith(search)) return index
      }
      return -1
    },
    reset(): void {
      query = ''
      last = Number.NEGATIVE_INFINITY
    }
  }
}

/** True for a key that types a character (not a shortcut). */
export const isPrintableKey = (event: KeyboardEvent): boolean =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey
