// An SVG file imported by the site's code: a URL or a component. Next sites get SVGR's component
// (`<Logo />`) or Next's static image (`logo.src`); guildsite gives the one value that serves both
// unless the importer uses it as a URL itself. The page bundle (`absent-modules.ts`) and the
// islands' browser build (`src/islands/bundle-islands.ts`) decide alike, so an island renders in the
// browser what the server rendered (codegen's hero: `<Image src={badge.src} />`).

/**
 * Whether the importer takes the default import of an SVG as a component, as SVGR gives Next sites
 * (`<Logo />`, `icon: Logo`, `Logo.src`): yes unless it uses it as a URL (`src={logo}`, `src: logo`, `${logo}`).
 */
export function usedAsComponent({ code, original }: { code: string; original: string }, specifier: string): boolean {
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const binding = new RegExp(`\\bimport\\s+([A-Za-z_$][\\w$]*)\\s*(?:,[^;'"]*)?from\\s*['"]${quoted}['"]`).exec(
    original
  )?.[1]
  if (!binding) return false
  const asUrl = new RegExp(`\\bsrc\\s*[=:]\\s*\\{?\\s*${binding}\\b(?!\\.)|\\$\\{\\s*${binding}\\s*\\}`)
  return !asUrl.test(original) && !asUrl.test(code)
}

/** The module of an SVG taken as a component: an `<img>` of its URL, with `.src` and a string form of that URL. */
export function svgComponentSource(url: string): string {
  const quoted = JSON.stringify(url)
  return [
    `import { jsx } from 'react/jsx-runtime'`,
    `export default function Svg(props) { return jsx('img', { src: ${quoted}, alt: '', ...props }) }`,
    `Svg.src = ${quoted}`,
    `Svg.toString = () => ${quoted}`
  ].join('\n')
}
