import { readStorage, writeStorage } from './storage.js'

/**
 * Keys of every `storageKey` ever persisted, so the head script can show the stored panels
 * before first paint (see `templates/layout/theme-script.ts`): it cannot know the keys otherwise.
 */
export const TABS_REGISTRY_KEY = 'gs-tabs'
/** The `<style>` the head script adds for that; it gives way once this module has run. */
const RESTORE_STYLE_ID = 'gs-tabs-restore'

const tabsOf = (group: HTMLElement) => [
  ...group.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]')
]
const panelsOf = (group: HTMLElement) => [...group.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')]
const groups = () => [...document.querySelectorAll<HTMLElement>('[data-tabs]')]

/** Shows tab `index` of one group; an index out of range or of a disabled tab is ignored. */
function select(group: HTMLElement, index: number, focus = false): boolean {
  const tabs = tabsOf(group)
  if (!Number.isInteger(index) || index < 0 || index >= tabs.length || tabs[index]!.disabled) return false
  tabs.forEach((tab, i) => {
    tab.setAttribute('aria-selected', String(i === index))
    tab.tabIndex = i === index ? 0 : -1
  })
  panelsOf(group).forEach((panel, i) => (panel.hidden = i !== index))
  if (focus) tabs[index]!.focus()
  return true
}

/** Every group with this storage key shows `index` (the tabs "synced across the page"). */
function selectEverywhere(key: string, index: number): void {
  for (const group of groups()) if (group.dataset.storageKey === key) select(group, index)
}

function persist(key: string, index: number): void {
  writeStorage('local', key, String(index))
  const known = new Set<string>(JSON.parse(readStorage('local', TABS_REGISTRY_KEY) ?? '[]') as string[])
  if (!known.has(key)) writeStorage('local', TABS_REGISTRY_KEY, JSON.stringify([...known, key]))
}

function choose(group: HTMLElement, index: number, focus = false): void {
  if (!select(group, index, focus)) return
  const key = group.dataset.storageKey
  if (!key) return
  persist(key, index)
  selectEverywhere(key, index)
}

/** Next enabled tab from `from` in direction `step`, wrapping around. */
function nextEnabled(tabs: HTMLButtonElement[], from: number, step: number): number {
  for (let i = 1; i <= tabs.length; i++) {
    const index = (from + step * i + tabs.length * i) % tabs.length
    if (!tabs[index]!.disabled) return index
  }
  return from
}

/**
 * Tabs (`[data-tabs]`, from the Tabs component and npm2yarn fences): click or arrow keys select
 * (Left/Right, reversed in right-to-left text, Home/End), and a `data-storage-key` persists the
 * choice in localStorage (under the key itself, as Nextra does), selects the same tab in every
 * group with that key on the page, and follows choices made in other windows (storage events).
 */
export function setupTabs(): void {
  for (const group of groups()) {
    const key = group.dataset.storageKey
    const saved = key ? readStorage('local', key) : null
    if (saved !== null) select(group, Number(saved))
  }
  document.getElementById(RESTORE_STYLE_ID)?.remove()

  document.addEventListener('click', event => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>('[role="tab"][data-tab-index]')
    const group = tab?.closest<HTMLElement>('[data-tabs]')
    if (tab && group) choose(group, Number(tab.dataset.tabIndex))
  })
  document.addEventListener('keydown', event => {
    const tab = (event.target as Element | null)?.closest?.<HTMLButtonElement>('[role="tab"][data-tab-index]')
    const group = tab?.closest<HTMLElement>('[data-tabs]')
    if (!tab || !group) return
    const tabs = tabsOf(group)
    const current = tabs.indexOf(tab)
    const rtl = getComputedStyle(tab).direction === 'rtl'
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
    const next =
      event.key === forward
        ? nextEnabled(tabs, current, 1)
        : event.key === backward
          ? nextEnabled(tabs, current, -1)
          : event.key === 'Home'
            ? nextEnabled(tabs, -1, 1)
            : event.key === 'End'
              ? nextEnabled(tabs, tabs.length, -1)
              : -1
    if (next < 0) return
    event.preventDefault()
    choose(group, next, true)
  })
  window.addEventListener('storage', event => {
    if (event.key === null || event.newValue === null) return
    if (groups().some(group => group.dataset.storageKey === event.key))
      selectEverywhere(event.key, Number(event.newValue))
  })
}
