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
 * The class lists of the default themes' tokens that have an element of their own, most frequent first
 * (counted over the test samples, the corpus fixtures and the shared workload): the n-th is written
 * `<c-n>…</c-n>` instead of `<span class="…">…</span>` — 11 bytes around a token instead of 27, and
 * tokens are most of a code block's HTML. Any other list keeps its span (CODE_CSS defines both).
 */
const ELEMENT_CLASSES = [
  'l6 d5',
  'l9 d16',
  'l8 d7',
  'l11 d10',
  'l12 d11',
  'l7 d6',
  'l10 d9',
  'l9 d8',
  'l8 lb d7 db',
  'l10 lb d9 db',
  'l9 lu d8 du',
  'l4 d4',
  'l9 lb d16 db',
  'lu du',
  'lb db',
  'l4 li d4 di',
  'l11 lb d10 db',
  'ls ds',
  'l9 lu d16 du',
  'l6 lb d5 db'
]
const ELEMENTS = new Map(ELEMENT_CLASSES.map((classes, index) => [classes, `c-${index + 1}`]))

/** A token's element: a `c-n` element, or a span with its classes. */
export interface TokenElement {
  tag: string
  className?: string
}

/**
 * Token colours as classes: `l6` is colour 6 of the light theme, `d5` colour 5 of the dark one, `li`
 * / `db` its italic / bold (`u` underline, `s` line-through); the theme's text colour has no class
 * (the `pre` sets it). The most common lists are elements of their own ({@link ELEMENT_CLASSES}).
 * CODE_CSS defines every class and element once.
 */
export const TOKEN_CLASSES = {
  /** Whether a block in these themes can be coloured by class (the default pair). */
  matches: (light: ThemeSlot, dark: ThemeSlot): boolean =>
    sameTheme(light, CLASS_THEMES.light) && sameTheme(dark, CLASS_THEMES.dark),
  /** The element of a token, or undefined for the text colour without font style: bare text. */
  element(lightColour: number, lightStyle: number, darkColour: number, darkStyle: number): TokenElement | undefined {
    const names: string[] = []
    if (lightColour > 1) names.push(`l${lightColour}`)
    for (const [bit, name] of FONT_STYLES) if (lightStyle & bit) names.push(`l${name}`)
    if (darkColour > 1) names.push(`d${darkColour}`)
    for (const [bit, name] of FONT_STYLES) if (darkStyle & bit) names.push(`d${name}`)
    if (names.length === 0) return undefined
    const className = names.join(' ')
    const tag = ELEMENTS.get(className)
    return tag ? { tag } : { tag: 'span', className }
  }
}

/** The elements tokens are written as, for CODE_CSS's selectors. */
export const TOKEN_TAGS = ['span', ...ELEMENTS.values()]

/** The CSS variables the classes of `className` set (what CODE_CSS gives a `c-n` element). */
export function classVariables(className: string): string[] {
  const names = className.split(' ')
  const variables: string[] = []
  for (const [prefix, { colours }] of [
    ['l', CLASS_THEMES.light],
    ['d', CLASS_THEMES.dark]
  ] as const) {
    const mode = prefix === 'l' ? 'light' : 'dark'
    for (const name of names) {
      if (name[0] !== prefix) continue
      const rest = name.slice(1)
      if (/^\d+$/.test(rest)) variables.push(`--shiki-${mode}:${colours[Number(rest)]}`)
      else if (rest === 'i') variables.push(`--shiki-${mode}-font-style:italic`)
      else if (rest === 'b') variables.push(`--shiki-${mode}-font-weight:bold`)
    }
    const decorations = [
      names.includes(`${prefix}u`) ? 'underline' : '',
      names.includes(`${prefix}s`) ? 'line-through' : ''
    ].filter(Boolean)
    if (decorations.length > 0) variables.push(`--shiki-${mode}-text-decoration:${decorations.join(' ')}`)
  }
  return variables
}

/** The rules of the token classes and elements, for CODE_CSS. */
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
  for (const [className, tag] of ELEMENTS) css += `.gs-code ${tag}{${classVariables(className).join(';')}}`
  return `${css}\n`
}
