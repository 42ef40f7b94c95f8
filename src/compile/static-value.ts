import type { Node as EstreeNode } from 'estree'

/** Thrown for an expression whose value is not known without running the page's code. */
export class NotStatic extends Error {}

/**
 * The value of an expression made of literals only (strings, numbers, booleans, null, arrays,
 * objects, template strings without substitutions, signs): what MDX attribute values such as
 * `items={['npm', 'pnpm']}` or `{{ __html: '…' }}` are. Identifiers resolve through `scope` (the
 * components, for JSX names such as `Tabs.Tab`); anything else throws `NotStatic`.
 */
export function staticValue(node: EstreeNode, scope?: Record<string, unknown>): unknown {
  switch (node.type) {
    case 'Literal':
      if ('regex' in node || 'bigint' in node) throw new NotStatic()
      return node.value
    case 'TemplateLiteral':
      if (node.expressions.length > 0 || node.quasis.some(quasi => quasi.value.cooked == null)) throw new NotStatic()
      return node.quasis.map(quasi => quasi.value.cooked).join('')
    case 'ArrayExpression':
      return node.elements.map(element => {
        if (!element || element.type === 'SpreadElement') throw new NotStatic()
        return staticValue(element, scope)
      })
    case 'ObjectExpression': {
      const value: Record<string, unknown> = {}
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.method || property.shorthand)
          throw new NotStatic()
        const key = property.computed
          ? staticValue(property.key, scope)
          : property.key.type === 'Identifier'
            ? property.key.name
            : staticValue(property.key, scope)
        if (typeof key !== 'string' && typeof key !== 'number') throw new NotStatic()
        if (key === '__proto__') throw new NotStatic()
        value[key] = staticValue(property.value, scope)
      }
      return value
    }
    case 'UnaryExpression': {
      const argument = staticValue(node.argument, scope)
      if (node.operator === '-' && typeof argument === 'number') return -argument
      if (node.operator === '+' && typeof argument === 'number') return argument
      if (node.operator === '!') return !argument
      throw new NotStatic()
    }
    case 'Identifier':
      if (scope && Object.hasOwn(scope, node.name)) return scope[node.name]
      throw new NotStatic()
    case 'MemberExpression': {
      if (!scope || node.object.type === 'Super') throw new NotStatic()
      const object = staticValue(node.object, scope) as Record<string, unknown> | undefined
      const key = node.computed
        ? staticValue(node.property, scope)
        : node.property.type === 'Identifier'
          ? node.property.name
          : undefined
      if (object == null || (typeof key !== 'string' && typeof key !== 'number')) throw new NotStatic()
      return object[key]
    }
    default:
      throw new NotStatic()
  }
}
