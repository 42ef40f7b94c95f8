/**
 * The points where a build lets its caller in between stages: none is installed by default, and
 * then each is a no-op. Tests install them (tests/helpers/stage-hooks.mjs, preloaded with
 * `node --import`) to pause a build at a known point — to kill, interrupt or edit under it — or to
 * take its pages in another order, which must not change the output. Installed on `globalThis`
 * under `Symbol.for('guildsite.stageHooks')`, so that the bundled CLI and the modules under dist/
 * see the same ones.
 */
export type StagePoint = 'read' | 'scan' | 'write' | 'swap'

export interface StageHooks {
  /** At a point of an async stage: the build waits for what it returns. */
  at?(point: StagePoint): Promise<void> | void
  /** Each progress report (synchronous: the render stage reports from its loop). */
  progress?(stage: string, done: number, total: number): void
  /** The order in which a list of pages, metas or jobs (`what`) is taken: any order gives the same output. */
  order?<T>(items: T[], what: string): T[]
}

const hooks = (): StageHooks =>
  (globalThis as { [key: symbol]: StageHooks | undefined })[Symbol.for('guildsite.stageHooks')] ?? {}

export async function atStage(point: StagePoint): Promise<void> {
  await hooks().at?.(point)
}

export function onProgress(stage: string, done: number, total: number): void {
  hooks().progress?.(stage, done, total)
}

export function inAnyOrder<T>(items: T[], what: string): T[] {
  return hooks().order?.(items, what) ?? items
}
