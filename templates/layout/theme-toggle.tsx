import type { ReactElement } from 'react'
import { MonitorIcon, MoonIcon, SunIcon } from './icons.js'
import { builtinChromeMessages, type ChromeMessages } from './messages.js'

/**
 * The light/dark/system switch (SPEC §1). Server-rendered inert; a client script cycles the stored
 * `localStorage.theme` on click. CSS shows the sun in light mode and the moon in dark mode, which
 * the head script settles before first paint, so the right icon never flickers; once the script
 * marks the button `data-theme-value="system"`, a screen icon says the OS decides.
 */
export function ThemeToggle({
  messages = builtinChromeMessages('en-US').theme
}: { messages?: ChromeMessages['theme'] } = {}): ReactElement {
  return (
    <button
      type="button"
      className="gs-icon-button gs-theme-toggle gs-js-only"
      data-theme-toggle=""
      aria-label={messages.label}
      data-label-light={messages.light}
      data-label-dark={messages.dark}
      data-label-system={messages.system}
      data-label-current={messages.current}
      data-label-next={messages.next}
    >
      <SunIcon className="gs-theme-icon-light" />
      <MoonIcon className="gs-theme-icon-dark" />
      <MonitorIcon className="gs-theme-icon-system" />
    </button>
  )
}

/**
 * nextra-theme-docs 2–4's theme switch at the sidebar's foot (and its phone menu's): a select of Light,
 * Dark and System, showing the chosen one's name after the icon of the theme in force (a sun, a moon
 * in dark), as Nextra's `ThemeSwitch` does. A native select: the keyboard and screen readers get a
 * listbox with no script of its own; `src/client/theme.ts` sets its value from the stored choice and
 * stores a new one (the same `localStorage.theme` as the toggle, so the two agree), and the system
 * choice follows the OS live.
 */
export function ThemeSelect({
  messages = builtinChromeMessages('en-US').theme
}: { messages?: ChromeMessages['theme'] } = {}): ReactElement {
  return (
    <span className="gs-theme-select gs-js-only">
      <SunIcon className="gs-theme-icon-light" />
      <MoonIcon className="gs-theme-icon-dark" />
      <select data-theme-select="" aria-label={messages.label} defaultValue="system">
        <option value="light">{messages.light}</option>
        <option value="dark">{messages.dark}</option>
        <option value="system">{messages.system}</option>
      </select>
    </span>
  )
}
