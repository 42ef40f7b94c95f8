import { page } from './emitter.js'
import { readStorage, writeStorage } from './storage.js'

export type Theme = 'light' | 'dark' | 'system'

/** SPEC §9: the theme is stored under 'theme'; default 'system'. */
export const THEME_STORAGE_KEY = 'theme'
const ORDER: Theme[] = ['light', 'dark', 'system']
const LABEL: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' }

/** The toggle's texts in the page's language (data-label-* of the server-rendered button), English without them. */
function labels(button: HTMLElement) {
  const own = button.dataset
  const name = (theme: Theme) => own[`label${theme[0]!.toUpperCase()}${theme.slice(1)}`] ?? LABEL[theme]
  const fill = (template: string | undefined, fallback: string, theme: Theme) =>
    (template ?? fallback).replace('{theme}', name(theme))
  return {
    current: (theme: Theme) => fill(own.labelCurrent, 'Theme: {theme}', theme),
    next: (theme: Theme) => fill(own.labelNext, 'Switch to {theme}', theme)
  }
}

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
    const text = labels(button)
    button.setAttribute('aria-label', `${text.current(theme)}. ${text.next(next)}`)
    button.title = text.current(theme)
  }
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
  document.addEventListener('click', event => {
    if (!(event.target as Element | null)?.closest?.('[data-theme-toggle]')) return
    const next = ORDER[(ORDER.indexOf(storedTheme()) + 1) % ORDER.length]!
    writeStorage('local', THEME_STORAGE_KEY, next)
    applyTheme(next)
  })
}
