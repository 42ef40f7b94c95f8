/** Runs one stage of the build and records its wall time under its name (`--debug` prints them). */
export type TimeStage = <T>(stage: string, work: () => Promise<T>) => Promise<T>

export const stageTimer =
  (timings: Record<string, number>): TimeStage =>
  async (stage, work) => {
    const start = performance.now()
    try {
      return await work()
    } finally {
      timings[stage] = performance.now() - start
    }
  }
