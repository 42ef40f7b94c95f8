/** Told how far a build's stages are (the CLI's progress line). */
export interface BuildReporter {
  progress(stage: string, done: number, total: number): void
}
