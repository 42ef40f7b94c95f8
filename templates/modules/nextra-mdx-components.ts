// `nextra/mdx-components` (Nextra 4): `useMDXComponents(components)`, a plain function an `mdx-components` file calls
// at its top level — Nextra's own elements (its `img` and `a`) under the given components. guildsite's elements are
// the built-ins, as `@theguild/components/server`'s hook gives them.
export { useServerMDXComponents as useMDXComponents } from '../mdx-provider.js'
