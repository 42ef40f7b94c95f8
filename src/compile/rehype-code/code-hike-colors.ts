import type { Root } from 'hast'
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'
import { bundledThemes, type ThemeRegistrationAny } from 'shiki'
import { visit } from 'unist-util-visit'
import type { ThemeName } from './highlighter.js'

// Code Hike's editor frame takes its colours from the code's theme, as VS Code's editor does (its tab
// bar, tabs, borders and line numbers: the theme's `colors`, VS Code's defaults where a theme has
// none), written here as CSS variables on every `CH.Code` (`gsColors`) that
// templates/components/code-hike.tsx puts on the frame and `code-hike-css.ts` reads.

const DEFAULTS = {
  dark: {
    'editorGroupHeader.tabsBackground': '#252526',
    'tab.activeForeground': '#ffffff',
    'tab.inactiveBackground': '#2D2D2D',
    'tab.inactiveForeground': '#ffffff80',
    'tab.border': '#252526',
    'editorGroup.border': '#444444',
    'editorLineNumber.foreground': '#858585',
    'icon.foreground': '#C5C5C5'
  },
  light: {
    'editorGroupHeader.tabsBackground': '#F3F3F3',
    'tab.activeForeground': '#333333',
    'tab.inactiveBackground': '#ECECEC',
    'tab.inactiveForeground': '#33333380',
    'tab.border': '#F3F3F3',
    'editorGroup.border': '#E7E7E7',
    'editorLineNumber.foreground': '#237893',
    'icon.foreground': '#424242'
  }
}

const VARIABLES: Array<[string, keyof typeof DEFAULTS.dark | 'background' | 'foreground' | 'tab.activeBackground']> = [
  ['--ch-bg', 'background'],
  ['--ch-fg', 'foreground'],
  ['--ch-bar-bg', 'editorGroupHeader.tabsBackground'],
  ['--ch-tab-active-bg', 'tab.activeBackground'],
  ['--ch-tab-active-fg', 'tab.activeForeground'],
  ['--ch-tab-bg', 'tab.inactiveBackground'],
  ['--ch-tab-fg', 'tab.inactiveForeground'],
  ['--ch-tab-border', 'tab.border'],
  ['--ch-group-border', 'editorGroup.border'],
  ['--ch-line-number', 'editorLineNumber.foreground'],
  ['--ch-icon', 'icon.foreground']
]

const cache = new Map<string, Promise<string>>()

/** The frame's CSS variables for a theme (a bundled name or a theme object), one `--ch-…:…;` list. */
export function codeHikeColors(theme: ThemeName): Promise<string> {
  const key = typeof theme === 'string' ? theme : JSON.stringify(theme)
  let colors = cache.get(key)
  if (!colors) {
    colors = loadTheme(theme).then(colorsOf)
    cache.set(key, colors)
  }
  return colors
}

async function loadTheme(theme: ThemeName): Promise<ThemeRegistrationAny> {
  if (typeof theme !== 'string') return theme
  const load = bundledThemes[theme as keyof typeof bundledThemes]
  return load ? (await load()).default : {}
}

function colorsOf(theme: ThemeRegistrationAny): string {
  const colors = (theme.colors ?? {}) as Record<string, string | undefined>
  const dark = theme.type !== 'light'
  const background = colors['editor.background'] ?? theme.bg ?? (dark ? '#1E1E1E' : '#FFFFFF')
  const foreground = colors['editor.foreground'] ?? theme.fg ?? (dark ? '#D4D4D4' : '#000000')
  const value = (name: (typeof VARIABLES)[number][1]): string =>
    name === 'background'
      ? background
      : name === 'foreground'
        ? foreground
        : name === 'tab.activeBackground'
          ? (colors[name] ?? background)
          : (colors[name] ?? DEFAULTS[dark ? 'dark' : 'light'][name])
  return VARIABLES.map(([variable, name]) => `${variable}:${value(name)}`).join(';')
}

/** Gives every `CH.Code` of the page the frame's colours. */
export function addCodeHikeColors(tree: Root, colors: string): void {
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElementHast) => {
    if (node.name !== 'CH.Code') return
    node.attributes.push({ type: 'mdxJsxAttribute', name: 'gsColors', value: colors })
  })
}
