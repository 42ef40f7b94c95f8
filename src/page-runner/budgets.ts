import type { SiteConfig } from '../config/load-config.js'

/** What one page's code may use in the page runner (issue 37 item 2). */
export interface PageBudgets {
  /** Wall time for one page file: loading its module, its data functions and rendering its routes. */
  timeMs: number
  /** Old-generation heap of a runner thread, in MB (`resourceLimits.maxOldGenerationSizeMb`). */
  heapMb: number
}

/**
 * Generous by default: the clock is wall time on a possibly loaded machine, and the largest real pages
 * (the feTS and Yoga sites' API references) render in well under a second and a few tens of MB.
 */
export const DEFAULT_BUDGETS: PageBudgets = { timeMs: 120_000, heapMb: 2_048 }

const positive = (value: string | undefined) => {
  const number = Number(value)
  return Number.isFinite(number) && number > 0 ? number : undefined
}

/**
 * The budgets of a build: the environment (`GUILDSITE_PAGE_BUDGET_MS`, `GUILDSITE_PAGE_HEAP_MB`), else
 * the config's `pageBudget`, else the defaults.
 */
export function pageBudgets(config?: Pick<SiteConfig, 'pageBudget'>): PageBudgets {
  // (A page whose data may take longer than the default allows — next.config's staticPageGenerationTimeout
  // — gets a minute more than its data budget: stopped by the data's, not by this one.)
  const data = config?.pageBudget?.dataSeconds
  const byDefault = data ? Math.max(DEFAULT_BUDGETS.timeMs, (data + 60) * 1000) : DEFAULT_BUDGETS.timeMs
  return {
    timeMs:
      positive(process.env.GUILDSITE_PAGE_BUDGET_MS) ??
      (config?.pageBudget?.seconds ? config.pageBudget.seconds * 1000 : byDefault),
    heapMb: positive(process.env.GUILDSITE_PAGE_HEAP_MB) ?? config?.pageBudget?.heapMb ?? DEFAULT_BUDGETS.heapMb
  }
}
