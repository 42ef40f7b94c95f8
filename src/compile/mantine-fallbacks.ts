// `@mantine/core`'s layout primitives, for docs sites that lay pages out with them (drpc's 1,400 API
// pages: `<Space h="xl" />`, `<Group>`, `<Grid><Grid.Col span={6}>`) built without `node_modules`:
// the elements and the spacing Mantine 7 gives them (flex rows and columns, a 12-column grid, its
// spacing scale), without its theme or styles. A placeholder there is a "Missing component" box
// around every block. Kept as source: the islands' browser build uses the same (`stand-in-source.ts`).

const MANTINE_CORE = `
import { createElement as __gsH, Fragment as __gsFragment } from 'react'
const __gsSpace = { xs: '0.625rem', sm: '0.75rem', md: '1rem', lg: '1.25rem', xl: '2rem' }
const __gsSize = value => value === undefined ? undefined : typeof value === 'number' ? value + 'px' : __gsSpace[value] ?? value
const __gsAlign = { left: 'flex-start', right: 'flex-end', apart: 'space-between' }
// (The props a DOM element takes; Mantine's style props are read, never passed on.)
const __gsDom = ({ className, style, id, title, role, href, target, rel, onClick }) => ({ className, style, id, title, role, href, target, rel, onClick })
const __gsBox = (tag, css) => function MantineBox(props) {
  const { component, children } = props
  return __gsH(component || tag, { ...__gsDom(props), style: { ...css(props), ...props.style } }, children)
}
const __gsMGroup = __gsBox('div', p => ({ display: 'flex', flexDirection: 'row', alignItems: p.align ?? 'center', flexWrap: p.wrap ?? (p.noWrap ? 'nowrap' : 'wrap'),
  justifyContent: __gsAlign[p.justify ?? p.position] ?? p.justify ?? p.position ?? 'flex-start', gap: __gsSize(p.gap ?? p.spacing ?? 'md') }))
const __gsMStack = __gsBox('div', p => ({ display: 'flex', flexDirection: 'column', alignItems: p.align ?? 'stretch', justifyContent: p.justify ?? 'flex-start', gap: __gsSize(p.gap ?? p.spacing ?? 'md') }))
const __gsMFlex = __gsBox('div', p => ({ display: 'flex', flexDirection: p.direction, flexWrap: p.wrap, alignItems: p.align, justifyContent: p.justify, gap: __gsSize(p.gap), rowGap: __gsSize(p.rowGap), columnGap: __gsSize(p.columnGap) }))
const __gsMGrid = __gsBox('div', p => ({ display: 'flex', flexWrap: 'wrap', alignItems: p.align, justifyContent: p.justify, gap: __gsSize(p.gutter ?? 'md') }))
const __gsSpan = span => typeof span === 'object' && span !== null ? span.base ?? span.xs ?? span.sm ?? span.md ?? 12 : span
__gsMGrid.Col = __gsBox('div', p => {
  const span = __gsSpan(p.span ?? 12)
  return span === 'auto' || span === 'content' ? { flex: span === 'auto' ? '1 1 0' : '0 0 auto' }
    : { flex: '0 0 calc(' + (Number(span) / 12) * 100 + '% - var(--gs-mantine-gutter, 1rem))', minWidth: 0 }
})
const __gsMSimpleGrid = __gsBox('div', p => ({ display: 'grid', gridTemplateColumns: 'repeat(' + (typeof p.cols === 'object' && p.cols !== null ? p.cols.base ?? 1 : p.cols ?? 1) + ', minmax(0, 1fr))', gap: __gsSize(p.spacing ?? 'md') }))
const __gsMSpace = __gsBox('div', p => ({ height: __gsSize(p.h), width: __gsSize(p.w) }))
const __gsMBox = __gsBox('div', () => ({}))
const __gsMPaper = __gsBox('div', () => ({}))
const __gsMCard = __gsBox('div', () => ({}))
const __gsMCenter = __gsBox('div', p => ({ display: p.inline ? 'inline-flex' : 'flex', alignItems: 'center', justifyContent: 'center' }))
const __gsMContainer = __gsBox('div', () => ({ marginInline: 'auto' }))
const __gsMText = __gsBox('p', p => ({ fontWeight: p.fw ?? p.weight, textAlign: p.ta ?? p.align, fontStyle: p.fs }))
const __gsMAnchor = __gsBox('a', () => ({}))
const __gsMDivider = props => __gsH('hr', __gsDom(props))
const __gsMTitle = props => __gsH('h' + Math.min(6, Math.max(1, Number(props.order) || 1)), __gsDom(props), props.children)
const __gsChildren = ({ children }) => __gsH(__gsFragment, null, children)
const __gsFallback = { Group: __gsMGroup, Stack: __gsMStack, Flex: __gsMFlex, Grid: __gsMGrid, SimpleGrid: __gsMSimpleGrid, Space: __gsMSpace, Box: __gsMBox, Paper: __gsMPaper, Card: __gsMCard, Center: __gsMCenter, Container: __gsMContainer, Text: __gsMText, Anchor: __gsMAnchor, Divider: __gsMDivider, Title: __gsMTitle,
  MantineProvider: __gsChildren, createTheme: theme => theme ?? {} }`

export const MANTINE_FALLBACKS: Record<string, { names: string[]; source: string; label: string }> = {
  '@mantine/core': {
    names: [
      'Group',
      'Stack',
      'Flex',
      'Grid',
      'SimpleGrid',
      'Space',
      'Box',
      'Paper',
      'Card',
      'Center',
      'Container',
      'Text',
      'Anchor',
      'Divider',
      'Title',
      'MantineProvider',
      'createTheme'
    ],
    source: MANTINE_CORE,
    label: 'layout primitives (Group, Stack, Flex, Grid, Space, Text, Title…: the elements and spacing, no theme)'
  }
}
