function select(tabs: HTMLElement, index: number, focus = false): void {
  const buttons = [...tabs.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')]
  const panels = [...tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')]
  if (index < 0 || index >= buttons.length) return
  buttons.forEach((button, i) => {
    button.setAttribute('aria-selected', String(i === index))
    button.tabIndex = i === index ? 0 : -1
  })
  panels.forEach((panel, i) => (panel.hidden = i !== index))
  if (focus) buttons[index].focus()
}

const storageKeyOf = (tabs: HTMLElement) => (tabs.dataset.storageKey ? `tabs:${tabs.dataset.storageKey}` : undefined)

function syncAll(key: string, index: number): void {
  for (const tabs of document.querySelectorAll<HTMLElement>('[data-tabs]')) if (storageKeyOf(tabs) === key) select(tabs, index)
}

/** Tabs: click and arrow keys select; a `storageKey` persists the choice and syncs tabs and windows. */
export function setupTabs(): void {
  for (const tabs of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const key = storageKeyOf(tabs)
    if (!key) continue
    try {
      const saved = localStorage.getItem(key)
      if (saved !== null) select(tabs, Number(saved))
    } catch {
      // Storage unavailable: keep the server-rendered selection.
    }
  }
  document.addEventListener('click', event => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>('[role="tab"][data-tab-index]')
    const tabs = tab?.closest<HTMLElement>('[data-tabs]')
    if (!tab || !tabs) return
    const index = Number(tab.dataset.tabIndex)
    const key = storageKeyOf(tabs)
    if (key) {
      try {
        localStorage.setItem(key, String(index))
      } catch {
        // ignore
      }
      syncAll(key, index)
    } else select(tabs, index)
  })
  document.addEventListener('keydown', event => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>('[role="tab"][data-tab-index]')
    const tabs = tab?.closest<HTMLElement>('[data-tabs]')
    if (!tab || !tabs) return
    const count = tabs.querySelectorAll(':scope > [role="tablist"] > [role="tab"]').length
    const current = Number(tab.dataset.tabIndex)
    const next = event.key === 'ArrowRight' ? (current + 1) % count : event.key === 'ArrowLeft' ? (current - 1 + count) % count : event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : -1
    if (next < 0) return
    event.preventDefault()
    select(tabs, next, true)
  })
  window.addEventListener('storage', event => {
    if (event.key?.startsWith('tabs:') && event.newValue !== null) syncAll(event.key, Number(event.newValue))
  })
}
