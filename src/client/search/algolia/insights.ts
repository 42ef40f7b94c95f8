import insightsClient, { type InsightsClient } from 'search-insights'
import { HOSTED_LIMITS, type HostedPageSettings } from '../../../shared/search/hosted.js'
import type { HostedHit } from './to-search-hit.js'

interface StateDetail {
  activeItemId: number | null
  isOpen: boolean
  collections: { hits: unknown[] }[]
}

// The package's types describe its CommonJS face; the browser build esbuild takes exports the client as default.
const aa = insightsClient as unknown as InsightsClient

const isHosted = (hit: unknown): hit is HostedHit =>
  typeof hit === 'object' && hit !== null && typeof (hit as HostedHit).objectID === 'string'

/**
 * SPEC §7/§9 analytics of the header autocomplete, sent with `search-insights` (2.x) to the search
 * provider: `Items Viewed` 400 ms after the shown hits last changed, their object IDs in batches of
 * 20 per index; `Item Active` when an item becomes the active one and `Item Selected` when it is
 * chosen, both with the query's queryID. Loaded only when `insights: true`.
 */
export function startInsights(settings: HostedPageSettings, roots: HTMLElement[]): void {
  aa('init', {
    appId: settings.appId,
    apiKey: settings.apiKey,
    useCookie: false,
    ...(settings.insightsHost && { host: settings.insightsHost.replace(/\/+$/, '') })
  })
  // No cookie: an anonymous token that lives as long as the page.
  aa('setUserToken', `anonymous-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`)
  for (const root of roots) watch(root)
}

function watch(root: HTMLElement): void {
  let items: unknown[] = []
  let viewedKey = ''
  let active: number | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  const sendViewed = (hits: HostedHit[]) => {
    const byIndex = new Map<string, string[]>()
    for (const hit of hits) byIndex.set(hit.index, [...(byIndex.get(hit.index) ?? []), hit.objectID])
    for (const [index, ids] of byIndex) {
      for (let start = 0; start < ids.length; start += HOSTED_LIMITS.viewBatch)
        aa('viewedObjectIDs', {
          eventName: 'Items Viewed',
          index,
          objectIDs: ids.slice(start, start + HOSTED_LIMITS.viewBatch)
        })
    }
  }
  const clicked = (eventName: 'Item Active' | 'Item Selected', hit: HostedHit) => {
    if (!hit.queryID) return
    aa('clickedObjectIDsAfterSearch', {
      eventName,
      index: hit.index,
      queryID: hit.queryID,
      objectIDs: [hit.objectID],
      positions: [hit.position]
    })
  }

  root.addEventListener('autocomplete:state', event => {
    const state = (event as CustomEvent<StateDetail>).detail
    items = state.collections.flatMap(collection => collection.hits)
    const shown = state.isOpen ? items.filter(isHosted) : []
    const key = shown.map(hit => `${hit.index}\u0000${hit.objectID}`).join('\u0001')
    if (key !== viewedKey) {
      viewedKey = key
      clearTimeout(timer)
      if (shown.length) timer = setTimeout(() => sendViewed(shown), HOSTED_LIMITS.viewDebounceMs)
    }
    if (state.activeItemId !== active) {
      active = state.activeItemId
      const hit = active === null ? undefined : items[active]
      if (isHosted(hit)) clicked('Item Active', hit)
    }
  })
  // Chosen: a click on an option, or Enter on the active one (before the panel closes).
  const chosen = (index: number) => {
    const hit = items[index]
    if (isHosted(hit)) clicked('Item Selected', hit)
  }
  root.addEventListener(
    'click',
    event => {
      const option = (event.target as Element | null)?.closest?.('[role=option]')
      if (option) chosen([...root.querySelectorAll('[role=option]')].indexOf(option))
    },
    true
  )
  root.addEventListener(
    'keydown',
    event => {
      if ((event as KeyboardEvent).key === 'Enter' && active !== null) chosen(active)
    },
    true
  )
}
