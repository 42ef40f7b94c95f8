import type { ThemeSlot } from './tokenize-once.js'

/**
 * The colour maps of the default themes as vscode-textmate builds them (colour id → colour; id 1 is
 * the theme's text colour). tests/unit/compile/highlight-html.test.ts rebuilds them from Shiki's
 * themes, so a Shiki upgrade that changes a theme fails there rather than mis-colouring code.
 */
const LIGHT_COLOURS = [
  '',
  '#24292E',
  '#FFF',
  '#586069',
  '#B31D28',
  '#FAFBFC',
  '#D73A49',
  '#6A737D',
  '#005CC5',
  '#032F62',
  '#22863A',
  '#6F42C1',
  '#E36209',
  '#FFEBDA',
  '#FFEEF0',
  '#F6F8FA',
  '#F0FFF4'
]
const DARK_COLOURS = [
  '',
  '#E1E4E8',
  '#24292E',
  '#D1D5DA',
  '#FDAEB7',
  '#F97583',
  '#6A737D',
  '#79B8FF',
  '#DBEDFF',
  '#85E89D',
  '#B392F0',
  '#FFAB70',
  '#C24E00',
  '#86181D',
  '#2F363D',
  '#144620',
  '#9ECBFF'
]

/** The themes whose tokens are coloured by class, with their colour maps and text colours. */
export const CLASS_THEMES = {
  light: { name: 'github-light', colours: LIGHT_COLOURS, text: '#24292e' },
  dark: { name: 'github-dark', colours: DARK_COLOURS, text: '#e1e4e8' }
} as const

const FONT_STYLES = [
  [1, 'i'],
  [2, 'b'],
  [4, 'u'],
  [8, 's']
] as const

const checked = new WeakMap<ThemeSlot, boolean>()

function sameTheme(slot: ThemeSlot, theme: { name: string; colours: readonly string[] }): boolean {
  let same = checked.get(slot)
  if (same === undefined) {
    const map = slot.colorMap
    same =
      slot.resolved.name === theme.name &&
      map.length === theme.colours.length &&
      theme.colours.every((colour, id) => (map[id] ?? '') === colour)
    checked.set(slot, same)
  }
  return same
}

/**
 * Token colours as classes: `l6` is colour 6 of the light theme, `d5` colour 5 of the dark one, `li`
 * / `db` its italic / bold (`u` underline, `s` line-through); the theme's text colour has no class
 * (the `pre` sets it). CODE_CSS defines every class once.
 */
export const TOKEN_CLASSES = {
  /** Whether a block in these themes can be coloured by class (the default pair). */
  matches: (light: ThemeSlot, dark: ThemeSlot): boolean =>
    sameTheme(light, CLASS_THEMES.light) && sameTheme(dark, CLASS_THEMES.dark),
  /** The `class` attribute (with its leading space) of a token span, or '' for the text colour. */
  attributes(lightColour: number, lightStyle: number, darkColour: number, darkStyle: number): string {
    const names: string[] = []
    if (lightColour > 1) names.push(`l${lightColour}`)
    for (const [bit, name] of FONT_STYLES) if (lightStyle & bit) names.push(`l${name}`)
    if (darkColour > 1) names.push(`d${darkColour}`)
    for (const [bit, name] of FONT_STYLES) if (darkStyle & bit) names.push(`d${name}`)
    return names.length > 0 ? ` class="${names.join(' ')}"` : ''
  }
}

/** The rules of the token classes, for CODE_CSS. */
export function tokenClassCss(): string {
  let css = ''
  for (const [prefix, { name, colours, text }] of [
    ['l', CLASS_THEMES.light],
    ['d', CLASS_THEMES.dark]
  ] as const) {
    const mode = prefix === 'l' ? 'light' : 'dark'
    css += `.gs-code pre.${name}{--shiki-${mode}:${text}}\n`
    colours.forEach((colour, id) => {
      if (id > 1) css += `.gs-code .${prefix}${id}{--shiki-${mode}:${colour}}`
    })
    css +=
      `\n.gs-code .${prefix}i{--shiki-${mode}-font-style:italic}.gs-code .${prefix}b{--shiki-${mode}-font-weight:bold}` +
      `.gs-code .${prefix}u{--shiki-${mode}-text-decoration:underline}.gs-code .${prefix}s{--shiki-${mode}-text-decoration:line-through}` +
      `.gs-code .${prefix}u.${prefix}s{--shiki-${mode}-text-decoration:underline line-through}\n`
  }
  return css
}
