// The pieces of a fence's meta that both Nextra's syntax (`parse-code-meta.ts`) and Code Hike's
// (`code-hike-meta.ts`) give: here so that neither imports the other's types.

/** Columns `from`–`to` (1-based, inclusive) of the 1-based `line`. */
export interface ColumnMark {
  line: number
  from: number
  to: number
}

/** One `/word/` highlight of a fence's meta. */
export interface WordHighlight {
  word: string
  /** 1-based occurrences to mark; undefined marks every occurrence. */
  occurrences?: Set<number>
}
