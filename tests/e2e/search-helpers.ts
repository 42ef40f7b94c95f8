import type { Page, Request, Route } from 'playwright-core'

/** The header box's parts (templates/layout/search-box.tsx). */
export const box = {
  root: (page: Page) => page.locator('[data-search-root]').first(),
  input: (page: Page) => page.locator('#gs-search-input'),
  panel: (page: Page) => page.locator('[data-ac-panel]'),
  options: (page: Page) => page.locator('[data-ac-panel] [role=option]'),
  status: (page: Page) => page.locator('[data-search-root]').first().getAttribute('data-status')
}

/** Focuses the header box and waits until its script (loaded on first use) has taken over. */
export async function focusBox(page: Page): Promise<void> {
  await box.input(page).focus()
  await page.locator('[data-search-root][data-ready]').first().waitFor()
}

/** The docs modal's parts (src/client/search/modal). */
export const modal = {
  dialog: (page: Page) => page.getByRole('dialog', { name: 'Search docs' }),
  input: (page: Page) => page.locator('.gs-sm-input'),
  hits: (page: Page) => page.locator('.gs-sm [role=option]'),
  groups: (page: Page) => page.locator('.gs-sm-group'),
  state: (page: Page) => page.locator('.gs-sm').getAttribute('data-state'),
  preview: (page: Page) => page.locator('.gs-sm-preview')
}

/** Paths of the search index requests the page made (manifest, core, buckets, chunks). */
export function recordIndexRequests(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname
    if (path.includes('/_gs/search/')) paths.push(path)
  })
  return paths
}

/** Holds every index request until `release()`: the search stays pending, as on a slow network. */
export async function holdIndex(page: Page): Promise<{ release(): void; held(): number }> {
  let release!: () => void
  const gate = new Promise<void>(resolve => (release = resolve))
  let held = 0
  await page.route('**/_gs/search/**', async (route: Route) => {
    held++
    await gate
    await route.continue()
  })
  return { release: () => release(), held: () => held }
}

/** Replaces `window.open` with a recorder: new tabs and windows become data to assert on. */
export async function recordWindowOpen(page: Page): Promise<() => Promise<unknown[][]>> {
  await page.addInitScript(() => {
    const calls: unknown[][] = []
    ;(window as unknown as { __opened: unknown[][] }).__opened = calls
    window.open = (...args: unknown[]) => {
      calls.push(args)
      return null
    }
  })
  return () => page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened)
}

/** Collects uncaught page errors and dialogs (alert, confirm): both must stay empty. */
export function watchForTrouble(page: Page): { errors: string[]; dialogs: string[] } {
  const errors: string[] = []
  const dialogs: string[] = []
  page.on('pageerror', error => errors.push(error.message))
  page.on('dialog', dialog => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return { errors, dialogs }
}

export const XSS = '<img src=x onerror=alert(1)>'
