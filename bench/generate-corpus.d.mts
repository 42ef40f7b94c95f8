/** Writes a deterministic generated docs site of `n` pages into `dir` (see generate-corpus.mjs). */
export function generateCorpus(dir: string, n: number): Promise<void>
