export type Theme = 'light' | 'dark' | 'system'

/** SPEC §9: the theme is stored under 'theme'; default 'system'. */
const STORAGE_KEY = 'theme'
const ORDER: Theme[] = ['light', 'dark', 'system']

function stored(): Theme {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return value === 'light' || value === 'dark' ? value : 'system'
  } catch {
    return 'system'
  }
}

const media = () => window.matchMedia('(prefers-color-scheme: dark)')

export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && media().matches)
  document.documentElement.classList.toggle('dark', dark)
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
  document.documentElement.dataset.theme = theme
  for (const button of document.querySelectorAll<HTMLElement>('[data-theme-toggle]')) {
    button.setAttribute('aria-label', `Theme: ${theme}. Switch theme`)
    button.dataset.themeValue = theme
  }
}

/** Light → dark → system cycle on the toggle; follows the OS live in system mode. */
export function setupTheme(): void {
  applyTheme(stored())
  media().addEventListener('change', () => {
    if (stored() === 'system') applyTheme('system')
  })
  document.addEventListener('click', event => {
    const button = (event.target as Element | null)?.closest?.('[data-theme-toggle]')
    if (!button) return
    const next = ORDER[(ORDER.indexOf(stored()) + 1) % ORDER.length]
    try {
      localStorage.setItem(STORAGE_KEY, next)
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    applyTheme(next)
  })
}
