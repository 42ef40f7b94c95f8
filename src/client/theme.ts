import { page } from './emitter.js'
import { readStorage, writeStorage } from './storage.js'

export type Theme = 'light' | 'dark' | 'system'

/** SPEC §9: the theme is stored under 'theme'; default 'system'. */
export const THEME_STORAGE_KEY = 'theme'
const ORDER: Theme[] = ['light', 'dark', 'system']

/**
 * One of the toggle's texts in the page's language, `{theme}` filled: the server writes them on every
 * toggle (data-label-*: templates/layout/theme-toggle.tsx, English by default), so the client carries
 * no table of its own.
 */
const label = (button: HTMLElement, text: 'labelCurrent' | 'labelNext', theme: Theme) =>
  button.dataset[text]!.replace('{theme}', button.dataset[`label${theme[0]!.toUpperCase()}${theme.slice(1)}`]!)

const parse = (value: string | null): Theme =>
  value === 'light' || value === 'dark' || value === 'system' ? value : siteDefault()

/** The site's theme for a reader who has chosen none (`data-default-theme` on `<html>`: config defaultTheme), else system. */
const siteDefault = (): Theme => {
  const own = document.documentElement.dataset.defaultTheme
  return own === 'light' || own === 'dark' ? own : 'system'
}
const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)')

/** The stored choice; anything else (nothing, garbage) is the site's default (system unless it sets one). */
export const storedTheme = (): Theme => parse(readStorage('local', THEME_STORAGE_KEY))

/**
 * Puts a theme in force the way the head script does (`html.dark`, `color-scheme`), and says on
 * the toggle which theme is selected and what a click does.
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement
  // A light-only page (`data-light-only`, config `lightOnlyPages`) stays light, a site's forced theme
  // (`data-forced-theme`, config `forcedTheme`) is in force; the toggle still says the choice.
  const forced = root.dataset.forcedTheme
  const dark =
    !root.hasAttribute('data-light-only') &&
    (forced ? forced === 'dark' : theme === 'dark' || (theme === 'system' && systemDark().matches))
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
  root.dataset.theme = theme
  const next = ORDER[(ORDER.indexOf(theme) + 1) % ORDER.length]!
  for (const button of document.querySelectorAll<HTMLElement>('[data-theme-toggle]')) {
    button.dataset.themeValue = theme
    button.title = label(button, 'labelCurrent', theme)
    button.setAttribute('aria-label', `${button.title}. ${label(button, 'labelNext', next)}`)
  }
  // The sidebar's select (Nextra's ThemeSwitch) names the choice.
  for (const select of document.querySelectorAll<HTMLSelectElement>('[data-theme-select]')) select.value = theme
  // The sidebar's select (Nextra's ThemeSwitch) names the choice.
  for (const select of document.querySelectorAll<HTMLSelectElement>('[data-theme-select]')) select.value = theme
  page.emit('theme', { theme, dark })
}

/**
 * The toggle cycles light → dark → system; the sidebar's select sets the theme chosen. In system mode the page follows the OS live; a choice
 * made in another window applies here too (storage event).
 */
export function setupTheme(): void {
  applyTheme(storedTheme())
  systemDark().addEventListener('change', () => {
    if (storedTheme() === 'system') applyTheme('system')
  })
  window.addEventListener('storage', event => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) applyTheme(storedTheme())
  })
  document.addEventListener('change', event => {
    const select = event.target as HTMLSelectElement
    if (!select.matches?.('[data-theme-select]')) return
    const theme = parse(select.value)
    writeStorage('local', THEME_STORAGE_KEY, theme)
    applyTheme(theme)
  })
  document.addEventListener('change', ({ target }) => {
    const select = target as HTMLSelectElement
    if (!select.matches('[data-theme-select]')) return
    writeStorage('local', THEME_STORAGE_KEY, select.value)
    applyTheme(select.value as Theme)
  })
  document.addEventListener('click', event => {
    if (!(event.target as Element | null)?.closest?.('[data-theme-toggle]')) return
    const next = ORDER[(ORDER.indexOf(storedTheme()) + 1) % ORDER.length]!
    writeStorage('local', THEME_STORAGE_KEY, next)
    applyTheme(next)
  })
}
