import type { Expression, Node, ObjectExpression, Program, SpreadElement } from 'estree'
import { MISSING_DEFAULTS } from './estree.js'

// MDX looks up a component the module does not declare in `{ ...useMDXComponents(), ...props.components }`:
// what the page passes an imported MDX file wins, as in Next (Hive's `<Content components={{ Header }} />`).
// The placeholders of components nobody defined (`placeholderProgram`) go first in that object, so
// they render only where neither the provider nor the passed components give the name.

const isProvideCall = (node: Expression): boolean =>
  node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === '_provideComponents'

const declaresDefaults = (program: Program): boolean =>
  program.body.some(
    statement =>
      statement.type === 'VariableDeclaration' &&
      statement.declarations.some(d => d.id.type === 'Identifier' && d.id.name === MISSING_DEFAULTS)
  )

/** Puts `...__gsMissingComponents` before `..._provideComponents()` in each components object MDX builds. */
export function recmaMissingDefaults() {
  return (tree: Program): void => {
    if (!declaresDefaults(tree)) return
    const visit = (node: unknown): void => {
      if (!node || typeof node !== 'object') return
      if (Array.isArray(node)) {
        for (const child of node) visit(child)
        return
      }
      const n = node as Node
      if (n.type === 'ObjectExpression') {
        const object = n as ObjectExpression
        // (After the plain tags MDX lists first: `{ h1: 'h1', ..._provideComponents(), ...props.components }`.)
        const at = object.properties.findIndex(p => p.type === 'SpreadElement' && isProvideCall(p.argument))
        if (at >= 0) {
          const defaults: SpreadElement = {
            type: 'SpreadElement',
            argument: { type: 'Identifier', name: MISSING_DEFAULTS }
          }
          object.properties.splice(at, 0, defaults)
        }
      }
      for (const [key, value] of Object.entries(n)) if (key !== 'loc' && key !== 'position') visit(value)
    }
    visit(tree)
  }
}
