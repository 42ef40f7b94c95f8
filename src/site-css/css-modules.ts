import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { basename, dirname, relative, resolve } from 'node:path'
import postcss, { type Root } from 'postcss'
import selectorParser from 'postcss-selector-parser'
import { CSS_MODULE } from './stylesheet-kinds.js'

/** A `.module.css` file as Next gives it: its scoped CSS and the names its default export maps. */
export interface CssModule {
  /** The file's CSS with its local class, id and keyframes names replaced by the scoped ones. */
  css: string
  /** Local name → the class names an element gets (its own scoped name plus what it `composes`). */
  names: Record<string, string>
  /** Other module files it composes from, absolute (their CSS must be on the page too). */
  composesFrom: string[]
}

/**
 * The scoped name of `local` in `file`, as Next's webpack build writes it: `[name]_[local]__[hash]`,
 * `[name]` the file's name without `.module.css` (the folder's for an `index.module.css`), the hash
 * of the file's path in the site and the local name. A pure function of those two: the server bundle,
 * the islands' browser bundle and the site's stylesheet agree, and names are the same at every build.
 */
export function scopedName(file: string, siteDir: string, local: string): string {
  const path = relative(siteDir, file).split('\\').join('/')
  let name = basename(file).replace(CSS_MODULE, '')
  if (name === 'index') name = basename(dirname(file))
  const hash = createHash('sha1').update(`${path}#${local}`).digest('base64url').slice(0, 5)
  return `${name.replace(/[^\w-]/g, '_')}_${local}__${hash}`
}

const KEYFRAMES = /^(-\w+-)?keyframes$/i

/**
 * Scopes a CSS module (css-loader's "local by default" mode, as Next configures it): every class,
 * id and keyframes name is local unless inside `:global(…)` or after a bare `:global`; `:local`
 * switches back. `composes: a b [from './x.module.css' | global]` adds names to the export and is
 * removed. `:export { name: value }` blocks add their values as they are.
 */
export function scopeCssModule(
  file: string,
  siteDir: string,
  seen: Set<string> = new Set(),
  /** The module's CSS when it is not the file's text (a Sass module, compiled: `sass.ts`). */
  text?: string
): CssModule {
  seen.add(file)
  const root = postcss.parse(text ?? readFileSync(file, 'utf8'), { from: file })
  const names: Record<string, string> = {}
  const composesFrom: string[] = []
  const scoped = (local: string) => {
    names[local] ??= scopedName(file, siteDir, local)
    return scopedName(file, siteDir, local)
  }
  const keyframes = new Map<string, string>()
  root.walkAtRules(KEYFRAMES, rule => {
    const global = /^:global\((.+)\)$/.exec(rule.params.trim())
    if (global) rule.params = global[1].trim()
    else if (rule.params.trim()) {
      keyframes.set(rule.params.trim(), scoped(rule.params.trim()))
      rule.params = keyframes.get(rule.params.trim())!
    }
  })
  // (`composes` first: it reads the rule's local names, before they are scoped.)
  root.walkDecls(decl => {
    if (decl.prop !== 'composes') return
    const owner = decl.parent?.type === 'rule' ? (decl.parent as { selector: string }).selector : ''
    // (Only a rule of single classes may compose; the names go to each of them.)
    const targets = [...owner.matchAll(/\.([\w-]+)/g)].map(match => match[1])
    const source = /^(.+?)\s+from\s+(?:"([^"]+)"|'([^']+)'|(global))$/.exec(decl.value.trim())
    const listed = (source ? source[1] : decl.value).trim().split(/\s+/)
    let added: string[]
    if (!source) added = listed.map(local => scoped(local))
    else if (source[4]) added = listed
    else {
      const other = resolve(dirname(file), source[2] ?? source[3])
      composesFrom.push(other)
      const module = seen.has(other) ? undefined : scopeCssModule(other, siteDir, new Set(seen))
      added = listed.map(local => module?.names[local] ?? scopedName(other, siteDir, local))
    }
    for (const target of targets) {
      const own = names[target] ?? scoped(target)
      names[target] = [...new Set([...own.split(' '), ...added.flatMap(name => name.split(' '))])].join(' ')
    }
    decl.remove()
  })
  root.walkRules(rule => {
    if (rule.parent?.type === 'atrule' && KEYFRAMES.test((rule.parent as { name: string }).name)) return
    if (rule.selector === ':export') {
      rule.walkDecls(decl => void (names[decl.prop] = decl.value))
      rule.remove()
      return
    }
    rule.selector = scopeSelector(rule.selector, scoped)
  })
  root.walkDecls(/^(-\w+-)?animation(-name)?$/i, decl => {
    if (keyframes.size > 0) decl.value = decl.value.replace(/[\w-]+/g, word => keyframes.get(word) ?? word)
  })
  dropEmptyRules(root)
  return { css: root.toString(), names, composesFrom }
}

function dropEmptyRules(root: Root): void {
  root.walkRules(rule => {
    if (rule.nodes.length === 0) rule.remove()
  })
}

/** A selector with its local class and id names scoped (`:global`/`:local` as css-loader reads them). */
function scopeSelector(selector: string, scoped: (local: string) => string): string {
  type Container = selectorParser.Container
  const visit = (container: Container, startGlobal: boolean) => {
    let global = startGlobal
    for (const node of [...container.nodes]) {
      if (node.type === 'selector') {
        visit(node, startGlobal)
        continue
      }
      if (node.type === 'pseudo' && (node.value === ':global' || node.value === ':local')) {
        const isGlobal = node.value === ':global'
        if (node.nodes.length === 0) {
          // A bare `:global` / `:local`: the mode of what follows; the space after it goes with it.
          global = isGlobal
          const next = node.next()
          if (next?.type === 'combinator' && next.value.trim() === '' && !node.prev()) next.remove()
          node.remove()
          continue
        }
        visit(node, isGlobal)
        const inner = node.nodes[0]
        node.replaceWith(...(inner?.nodes ?? []).map(child => child.clone()))
        continue
      }
      if (node.type === 'class' && !global) node.value = scoped(node.value)
      else if (node.type === 'id' && !global) node.value = scoped(node.value)
      else if ('nodes' in node && Array.isArray(node.nodes)) visit(node as Container, global)
    }
  }
  return selectorParser(root => visit(root as unknown as Container, false)).processSync(selector)
}
