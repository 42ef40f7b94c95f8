/**
 * `next/link` for configs read at build time (a theme config's `logo`, a root layout's `<Navbar>`
 * children): an `<a>` to its `href` (a string, or a URL object's `pathname`), Next's own props
 * dropped, so a brand drawn as `<Link href="/">Name</Link>` keeps its name and its link.
 */
export const nextLinkStub = (names: Set<string>): string =>
  [
    "import { createElement, forwardRef } from 'react'",
    'const own = ["prefetch", "replace", "scroll", "shallow", "passHref", "legacyBehavior", "locale", "as"]',
    'const Link = forwardRef(function Link({ href, children, ...props }, ref) {',
    '  for (const name of own) delete props[name]',
    '  const to = typeof href === "string" ? href : href && typeof href === "object" ? (href.pathname ?? "") : undefined',
    '  return createElement("a", { ...props, href: to, ref }, children)',
    '})',
    'export default Link',
    ...[...names]
      .filter(name => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name))
      .map(name => `export const ${name} = Link`)
  ].join('\n')
