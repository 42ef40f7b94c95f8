/**
 * localStorage / sessionStorage that never throw: storage is disabled or full in some privacy modes,
 * and every behaviour must still work for the current page without it.
 */
type Area = 'local' | 'session'

const area = (which: Area): Storage => (which === 'local' ? localStorage : sessionStorage)

export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which).getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(which: Area, key: string, value: string): void {
  try {
    area(which).setItem(key, value)
  } catch {
    // Not persisted: the choice lasts for this page only.
  }
}
