// Working stand-ins for the Radix primitives Guild websites build their FAQ, tabs and tooltips with
// (`@radix-ui/react-accordion`, `-tabs`, `-tooltip`; and shadcn/ui's `-slot`, `-label`, `-separator`), for a
// website folder without `node_modules`:
// the elements, `data-state` and ARIA attributes Radix renders, its `asChild` (the one child takes the
// part's props), and the open/selected state kept in the browser when the part is inside an island.
// A placeholder per part ("Missing component: Trigger", 33 of them on Hive's pricing page) boxed
// every question. What is closed renders nothing, as Radix's `Presence` does on the server.
// (Kept as source, like `ui-package-fallbacks.ts`: it runs in the bundled page and the islands' browser build.)

const PRIMITIVE = `
import { Children as __gsChildren, cloneElement as __gsClone, createContext as __gsContext, createElement as __gsH,
  isValidElement as __gsIsElement, useContext as __gsUse, useId as __gsUseId, useState as __gsUseState } from 'react'
function __gsCompose(a, b) { return a && b ? (...args) => { b(...args); a(...args) } : a || b }
// A part's element, or with \\\`asChild\\\` its one child given the part's props (the child's own win; classes,
// styles and handlers join).
function __gsPart(tag, { asChild, children, ...props }) {
  if (!asChild) return __gsH(tag, props, children)
  const child = __gsChildren.toArray(children).find(__gsIsElement)
  if (!child) return null
  const merged = { ...props, ...child.props }
  for (const key in props)
    if (/^on[A-Z]/.test(key) && typeof props[key] === 'function') merged[key] = __gsCompose(child.props[key], props[key])
  if (props.className && child.props.className) merged.className = props.className + ' ' + child.props.className
  if (props.style && child.props.style) merged.style = { ...props.style, ...child.props.style }
  return __gsClone(child, merged)
}
function __gsControlled(value, initial, onChange) {
  const [own, setOwn] = __gsUseState(initial)
  const current = value === undefined ? own : value
  return [current, next => { if (value === undefined) setOwn(next); if (onChange) onChange(next) }]
}
`

const ACCORDION = `${PRIMITIVE}
const __gsFallback = (() => {
const __gsRoot = __gsContext(null)
const __gsItem = __gsContext(null)
const __gsAsList = value => (value === undefined ? [] : Array.isArray(value) ? value : [value])
function Root({ type = 'single', collapsible = false, value, defaultValue, onValueChange, disabled, orientation = 'vertical', dir, ...props }) {
  const single = type === 'single'
  const [current, set] = __gsControlled(value, defaultValue, onValueChange)
  const open = __gsAsList(current)
  const toggle = item => {
    const isOpen = open.includes(item)
    if (single) set(isOpen ? (collapsible ? '' : item) : item)
    else set(isOpen ? open.filter(v => v !== item) : [...open, item])
  }
  return __gsH(__gsRoot.Provider, { value: { open, toggle, disabled, orientation } },
    __gsPart('div', { 'data-orientation': orientation, dir, ...props }))
}
function Item({ value, disabled, ...props }) {
  const root = __gsUse(__gsRoot) || { open: [], toggle() {} }
  const open = root.open.includes(value)
  const id = __gsUseId()
  const state = open ? 'open' : 'closed'
  return __gsH(__gsItem.Provider, { value: { value, open, id, disabled: disabled || root.disabled, toggle: () => root.toggle(value) } },
    __gsPart('div', { 'data-state': state, 'data-orientation': root.orientation, ...(disabled && { 'data-disabled': '' }), ...props }))
}
function Header(props) {
  const item = __gsUse(__gsItem) || {}
  return __gsPart('h3', { 'data-state': item.open ? 'open' : 'closed', ...props })
}
function Trigger({ onClick, ...props }) {
  const item = __gsUse(__gsItem) || {}
  return __gsPart('button', { type: 'button', id: item.id && item.id + 'trigger', 'aria-controls': item.id && item.id + 'content',
    'aria-expanded': Boolean(item.open), 'data-state': item.open ? 'open' : 'closed', disabled: item.disabled,
    onClick: __gsCompose(onClick, () => item.toggle && item.toggle()), ...props })
}
function Content({ forceMount, ...props }) {
  const item = __gsUse(__gsItem) || {}
  if (!item.open && !forceMount) return null
  return __gsPart('div', { role: 'region', id: item.id && item.id + 'content', 'aria-labelledby': item.id && item.id + 'trigger',
    'data-state': item.open ? 'open' : 'closed', hidden: !item.open, ...props })
}
return { Root, Item, Header, Trigger, Content, Accordion: Root, AccordionItem: Item, AccordionHeader: Header,
  AccordionTrigger: Trigger, AccordionContent: Content }
})()
`

const TABS = `${PRIMITIVE}
const __gsFallback = (() => {
const __gsTabs = __gsContext(null)
function Root({ value, defaultValue, onValueChange, orientation = 'horizontal', dir, activationMode, ...props }) {
  const [current, set] = __gsControlled(value, defaultValue, onValueChange)
  const id = __gsUseId()
  return __gsH(__gsTabs.Provider, { value: { current, set, id, orientation } },
    __gsPart('div', { dir, 'data-orientation': orientation, ...props }))
}
function List({ loop, ...props }) {
  const tabs = __gsUse(__gsTabs) || {}
  return __gsPart('div', { role: 'tablist', 'aria-orientation': tabs.orientation, 'data-orientation': tabs.orientation, ...props })
}
function Trigger({ value, disabled, onMouseDown, ...props }) {
  const tabs = __gsUse(__gsTabs) || {}
  const selected = tabs.current === value
  return __gsPart('button', { type: 'button', role: 'tab', 'aria-selected': selected,
    'aria-controls': tabs.id + '-content-' + value, id: tabs.id + '-trigger-' + value,
    'data-state': selected ? 'active' : 'inactive', 'data-orientation': tabs.orientation, disabled,
    tabIndex: selected ? 0 : -1, onMouseDown: __gsCompose(onMouseDown, () => !disabled && tabs.set && tabs.set(value)), ...props })
}
function Content({ value, forceMount, children, ...props }) {
  const tabs = __gsUse(__gsTabs) || {}
  const selected = tabs.current === value
  return __gsPart('div', { role: 'tabpanel', 'data-state': selected ? 'active' : 'inactive', 'data-orientation': tabs.orientation,
    'aria-labelledby': tabs.id + '-trigger-' + value, id: tabs.id + '-content-' + value, hidden: !selected, tabIndex: 0,
    ...props, children: selected || forceMount ? children : undefined })
}
return { Root, List, Trigger, Content, Tabs: Root, TabsList: List, TabsTrigger: Trigger, TabsContent: Content }
})()
`

const TOOLTIP = `${PRIMITIVE}
const __gsFallback = (() => {
const __gsTip = __gsContext(null)
function Provider({ children }) { return children ?? null }
function Root({ open, defaultOpen = false, onOpenChange, children }) {
  const [current, set] = __gsControlled(open, defaultOpen, onOpenChange)
  const id = __gsUseId()
  return __gsH(__gsTip.Provider, { value: { open: current, set, id } }, children)
}
function Trigger({ onPointerEnter, onPointerLeave, onFocus, onBlur, ...props }) {
  const tip = __gsUse(__gsTip) || {}
  const set = value => () => tip.set && tip.set(value)
  return __gsPart('button', { 'aria-describedby': tip.open ? tip.id : undefined,
    'data-state': tip.open ? 'delayed-open' : 'closed', onPointerEnter: __gsCompose(onPointerEnter, set(true)),
    onPointerLeave: __gsCompose(onPointerLeave, set(false)), onFocus: __gsCompose(onFocus, set(true)),
    onBlur: __gsCompose(onBlur, set(false)), ...props })
}
function Portal({ children }) {
  const tip = __gsUse(__gsTip) || {}
  return tip.open ? children : null
}
function Content({ side, sideOffset, align, alignOffset, avoidCollisions, collisionPadding, sticky, hideWhenDetached, forceMount, ...props }) {
  const tip = __gsUse(__gsTip) || {}
  if (!tip.open && !forceMount) return null
  return __gsPart('div', { role: 'tooltip', id: tip.id, 'data-state': 'delayed-open', 'data-side': side || 'top', ...props })
}
function Arrow() { return null }
return { Provider, Root, Trigger, Portal, Content, Arrow, TooltipProvider: Provider, Tooltip: Root,
  TooltipTrigger: Trigger, TooltipPortal: Portal, TooltipContent: Content, TooltipArrow: Arrow }
})()
`

// The primitives shadcn/ui's `components/ui/*` wrap (button, label, separator), which Nextra 4 sites copy in:
// Slot gives its one child its props (a `<Button asChild><a/></Button>` is the link), Label is a <label>,
// Separator the <div> Radix renders with its role and orientation.
const SLOT = `${PRIMITIVE}
const __gsFallback = (() => {
function Slot(props) { return __gsPart('span', { ...props, asChild: true }) }
function Slottable({ children }) { return children ?? null }
return { Slot, Slottable, Root: Slot }
})()
`

const LABEL = `${PRIMITIVE}
const __gsFallback = (() => {
function Root(props) { return __gsPart('label', props) }
return { Root, Label: Root }
})()
`

const SEPARATOR = `${PRIMITIVE}
const __gsFallback = (() => {
function Root({ orientation = 'horizontal', decorative, ...props }) {
  const role = decorative ? { role: 'none' } : { role: 'separator', 'aria-orientation': orientation === 'vertical' ? 'vertical' : undefined }
  return __gsPart('div', { ...role, 'data-orientation': orientation, ...props })
}
return { Root, Separator: Root }
})()
`

/** The keys of the object a source's `__gsFallback` is: the names it gives. */
const names = (source: string) => [
  ...new Set(/return (\{[^}]*\})\n\}\)\(\)\n?$/.exec(source)![1].match(/\b[A-Z]\w*(?=\s*[:,}])/g))
]

/** The Radix packages' stand-ins, in `PackageFallback`'s shape (`ui-package-fallbacks.ts` lists them with its own). */
export const RADIX_FALLBACKS: Record<string, { names: string[]; source: string; label: string }> = {
  '@radix-ui/react-accordion': { names: names(ACCORDION), source: ACCORDION, label: 'accordion parts' },
  '@radix-ui/react-tabs': { names: names(TABS), source: TABS, label: 'tabs parts' },
  '@radix-ui/react-tooltip': { names: names(TOOLTIP), source: TOOLTIP, label: 'tooltip parts' },
  '@radix-ui/react-slot': { names: names(SLOT), source: SLOT, label: 'Slot (its child with its props)' },
  '@radix-ui/react-label': { names: names(LABEL), source: LABEL, label: 'label' },
  '@radix-ui/react-separator': { names: names(SEPARATOR), source: SEPARATOR, label: 'separator' }
}
