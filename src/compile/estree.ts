import { parse } from 'acorn'
import type { Program } from 'estree'

/** Names a module-level ESM program declares (imports and exported declarations). */
export function declaredNames(program: Program): string[] {
  const names: string[] = []
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers) names.push(specifier.local.name)
    } else if (
      (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration') &&
      statement.declaration
    ) {
      const declaration = statement.declaration
      if (declaration.type === 'VariableDeclaration') {
        for (const d of declaration.declarations) if (d.id.type === 'Identifier') names.push(d.id.name)
      } else if (
        (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') &&
        declaration.id
      ) {
        names.push(declaration.id.name)
      }
    }
  }
  return names
}

/** An ESM program `import { MissingComponent as __gsMissing } from 'guildsite/mdx-provider'; export const A = __gsMissing("A"), …`. */
export function placeholderProgram(names: string[]): Program {
  const id = (name: string) => ({ type: 'Identifier' as const, name })
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportSpecifier', imported: id('MissingComponent'), local: id('__gsMissing') }],
        source: { type: 'Literal', value: 'guildsite/mdx-provider' },
        attributes: []
      },
      ...names.map(name => ({
        type: 'ExportNamedDeclaration' as const,
        specifiers: [],
        attributes: [],
        declaration: {
          type: 'VariableDeclaration' as const,
          kind: 'const' as const,
          declarations: [
            {
              type: 'VariableDeclarator' as const,
              id: id(name),
              init: {
                type: 'CallExpression' as const,
                optional: false,
                callee: id('__gsMissing'),
                arguments: [{ type: 'Literal' as const, value: name }]
              }
            }
          ]
        }
      }))
    ]
  } as Program
}

/**
 * An ESM program giving each name from the site's `mdx-components` module, as Next gives MDX pages
 * the components of `useMDXComponents()`: `import * as __gsSite from '<file>'; export const A =
 * (__gsSite.useMDXComponents?.({}) ?? {}).A ?? __gsMissing("A"), …` (a placeholder where the
 * module does not give the name after all).
 */
export function siteComponentsProgram(file: string, names: string[]): Program {
  const code = [
    `import * as __gsSite from ${JSON.stringify(file)};`,
    `import { MissingComponent as __gsMissingSite } from 'guildsite/mdx-provider';`,
    `const __gsSiteComponents = (typeof __gsSite.useMDXComponents === 'function' && __gsSite.useMDXComponents({})) || {};`,
    ...names.map(
      name => `export const ${name} = __gsSiteComponents.${name} ?? __gsMissingSite(${JSON.stringify(name)});`
    )
  ].join('\n')
  return parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program
}

/** `__gsImgN` identifier expression program, for JSX attribute values. */
export function identifierProgram(name: string): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name } }]
  }
}

/** `import name from 'source'`. */
export function defaultImportProgram(name: string, source: string): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
        source: { type: 'Literal', value: source },
        attributes: []
      }
    ]
  } as Program
}
