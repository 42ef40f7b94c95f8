// `tailwindcss-radix` (a Tailwind 3 plugin the Guild's sites list in their tailwind.config: Hive's
// `tailwindcssRadix({ variantPrefix: 'rdx' })`) gives variants for the data attributes Radix parts carry:
// `rdx-state-active:bg-white` is `.rdx-state-active\:bg-white[data-state=active]`, with `group-` and `peer-`
// forms. Where the site's dependencies are not installed the plugin was left out, so Hive's home tabs showed
// no chosen tab (guildsite's own tabs parts do write `data-state`). This module is the stand-in Tailwind is
// given then (`tailwind-css.ts`' fallbacks): the same variants, written for guildsite.

/** Radix parts' data attributes and the values the variants are made for. */
const ATTRIBUTES: Record<string, string[]> = {
  state: [
    'open',
    'closed',
    'active',
    'inactive',
    'on',
    'off',
    'checked',
    'unchecked',
    'indeterminate',
    'delayed-open',
    'instant-open',
    'visible',
    'hidden'
  ],
  side: ['top', 'right', 'bottom', 'left'],
  align: ['start', 'center', 'end'],
  orientation: ['horizontal', 'vertical'],
  swipe: ['start', 'move', 'cancel', 'end'],
  'swipe-direction': ['up', 'right', 'down', 'left'],
  motion: ['from-start', 'from-end', 'to-start', 'to-end']
}
/** Attributes whose presence is the state (`rdx-disabled:`). */
const FLAGS = ['disabled', 'highlighted', 'placeholder']

/** The fallback module's source: its default export takes the plugin's options and returns the plugin. */
export const TAILWIND_RADIX_FALLBACK = (): string =>
  `const ATTRIBUTES = ${JSON.stringify(ATTRIBUTES)}
  const FLAGS = ${JSON.stringify(FLAGS)}
  export default function tailwindcssRadix(options = {}) {
    const prefix = options.variantPrefix === false ? '' : (options.variantPrefix ?? 'radix') + '-'
    return function ({ addVariant }) {
      const add = (name, selector) => {
        addVariant(prefix + name, '&' + selector)
        addVariant('group-' + prefix + name, ':merge(.group)' + selector + ' &')
        addVariant('peer-' + prefix + name, ':merge(.peer)' + selector + ' ~ &')
      }
      for (const [attribute, values] of Object.entries(ATTRIBUTES))
        for (const value of values) add(attribute + '-' + value, '[data-' + attribute + '="' + value + '"]')
      for (const flag of FLAGS) add(flag, '[data-' + flag + ']')
    }
  }`
