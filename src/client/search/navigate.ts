/** The modifier keys of an Enter press or a click. */
export interface Modifiers {
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/**
 * Opens a hit as SPEC §4 says Enter does: plain = same tab; Ctrl/Meta = new tab; Shift = new
 * window; Alt = nothing. Returns whether the current page is being left.
 */
export function openUrl(url: string, keys: Modifiers): 'same-tab' | 'new-tab' | 'new-window' | 'none' {
  if (keys.metaKey || keys.ctrlKey) {
    window.open(url, '_blank', 'noopener')?.focus()
    return 'new-tab'
  }
  if (keys.shiftKey) {
    window.open(url, '_blank', 'noopener,popup')
    return 'new-window'
  }
  if (keys.altKey) return 'none'
  location.assign(url)
  return 'same-tab'
}
