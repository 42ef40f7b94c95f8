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
