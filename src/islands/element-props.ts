// React elements in an island's props (`<Client icon={<Icon />} />`, `items={[{ label: <b>New</b> }]}`),
// handed to the browser as Next hands a client component the server components' output in its RSC
// payload: rendered on the server, each where the island puts it, inside a `<gs-slot data-gs-prop="i">`;
// the props' JSON holds `{ "$gsSlot": i }` in its place, which the loader (`src/client/islands/loader.ts`)
// turns back into the same slot holding that HTML, so the island hydrates without a mismatch and its
// state may move, repeat or hide the element. One the server render left out (shown only once opened)
// goes in a `<template data-gs-prop="i">` after the island's marker. The element's props that are plain
// data travel with it: the island reads them off the slot (`icon.props.tone`) as off the element.
// An element whose type is itself a client component (an island's export, `<Client icon={<Spinner />} />`)
// goes as Next sends one, a reference to its module's export with its props (`island: "file#export"`):
// the loader draws that component in the slot, so it hydrates and works inside the island, and a
// `cloneElement(icon, { className })` of the island reaches it on both sides.
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react'

const DISPLAY_CONTENTS = { display: 'contents' }

/** The placeholder's key in the props' JSON. */
export const SLOT_KEY = '$gsSlot'

export interface ElementProps {
  /** The props for the server's render: each element wrapped in its slot. */
  server: Record<string, unknown>
  /** The props to send: each element a `{ "$gsSlot": i }` placeholder. */
  sent: Record<string, unknown>
  /** The elements, by slot number. */
  elements: ReactElement[]
  /** The slots the server's render of the island drew (filled while it renders). */
  rendered: Set<number>
}

/**
 * The props with their React elements (at any depth of plain arrays and objects) as slots, or
 * undefined when they hold none. `children` is not among them: the island's own slot holds it.
 */
export function elementProps(props: Record<string, unknown>): ElementProps | undefined {
  const elements: ReactElement[] = []
  const rendered = new Set<number>()
  const walk = (value: unknown, depth: number): [unknown, unknown] => {
    if (isValidElement(value)) {
      const index = elements.push(value) - 1
      // (Its key on the slot too: an element of a list keeps its place among its siblings.)
      const key = value.key ?? undefined
      // (The slot keeps the element's props, as Next's element keeps them: an island that reads
      // `icon.props.tone` reads it on the server and, the plain data sent with it, in the browser.)
      const own = value.props as Record<string, unknown>
      const plain = plainProps(own)
      const client = clientReference(value.type, own)
      return [
        createElement(propSlot(index, rendered, value, client !== undefined), { ...own, key }),
        {
          [SLOT_KEY]: index,
          ...(key !== undefined && { key }),
          ...(plain && { props: plain }),
          ...(client && { island: client })
        }
      ]
    }
    if (depth > 64 || typeof value !== 'object' || value === null) return [value, value]
    if (Array.isArray(value)) {
      const pairs = value.map(item => walk(item, depth + 1))
      return pairs.some(([server], i) => server !== value[i])
        ? [pairs.map(([server]) => server), pairs.map(([, sent]) => sent)]
        : [value, value]
    }
    const prototype = Object.getPrototypeOf(value) as unknown
    if (prototype !== Object.prototype && prototype !== null) return [value, value]
    const entries = Object.entries(value).map(([key, item]) => [key, walk(item, depth + 1)] as const)
    if (entries.every(([key, [server]]) => server === (value as Record<string, unknown>)[key])) return [value, value]
    return [
      Object.fromEntries(entries.map(([key, [server]]) => [key, server])),
      Object.fromEntries(entries.map(([key, [, sent]]) => [key, sent]))
    ]
  }
  const [server, sent] = walk(props, 0) as [Record<string, unknown>, Record<string, unknown>]
  return elements.length ? { server, sent, elements, rendered } : undefined
}

/**
 * One element of the props, where the island renders it (a type of its own, its props the element's); it
 * notes that it was rendered. A client component's element is drawn with the props the slot is given (an
 * island's `cloneElement` of it changes them), as the browser draws it.
 */
function propSlot(index: number, rendered: Set<number>, element: ReactElement, client: boolean) {
  return function PropSlot(props: Record<string, unknown>): ReactNode {
    rendered.add(index)
    const drawn = client ? createElement(element.type, props) : element
    return createElement('gs-slot', { 'data-gs-prop': index, style: DISPLAY_CONTENTS }, drawn)
  }
}

/** What `island()` (island.ts) hangs on its wrapper: the component and where its module is. */
const ISLAND_OF = Symbol.for('guildsite.islandOf')

/**
 * `file#export` of an element's type when it is a client component the browser can draw from the sent
 * props: an island's wrapper (its module built for the browser) whose props are all plain data.
 */
function clientReference(type: unknown, props: Record<string, unknown>): string | undefined {
  if ((typeof type !== 'function' && typeof type !== 'object') || type === null) return undefined
  const island = (type as Record<symbol, unknown>)[ISLAND_OF] as
    { meta: { file: string; export: string; loader: string } } | undefined
  if (!island?.meta.loader) return undefined
  if (!Object.values(props).every(value => value === undefined || plainData(value))) return undefined
  return `${island.meta.file}#${island.meta.export}`
}

/** JSON data (strings, numbers, booleans, null; arrays and plain objects of them). */
function plainData(value: unknown, depth = 0): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true
  if (depth > 16 || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.every(item => plainData(item, depth + 1))
  const prototype = Object.getPrototypeOf(value) as unknown
  if (prototype !== Object.prototype && prototype !== null) return false
  return Object.values(value as object).every(item => plainData(item, depth + 1))
}

/** An element's props that are plain data (its text children among them), or undefined when none is. */
function plainProps(props: Record<string, unknown>): Record<string, unknown> | undefined {
  const plain = Object.entries(props).filter(([, value]) => value !== undefined && plainData(value))
  return plain.length ? Object.fromEntries(plain) : undefined
}

/**
 * The elements the island's server render left out, each in a `<template data-gs-prop="i">` (rendered
 * after the island, when `rendered` is complete), or all of them when none was rendered (an island left
 * to the browser: `client-render.ts`).
 */
export function UnrenderedElements({ props }: { props: ElementProps }): ReactNode {
  return props.elements.map((element, index) =>
    props.rendered.has(index) ? null : createElement('template', { key: index, 'data-gs-prop': index }, element)
  )
}
