// Product titles as the versions of `@theguild/components` give them in `PRODUCTS`: the library
// rewrote three in its 7.x releases (7.6.5 to 9.x give these; 4.x to 6.x the catalogue's).

const TITLES_SINCE_7: Record<string, string> = {
  HIVE: 'Open Source GraphQL Federation Platform (Schema Registry, Gateway, Analytics)',
  MESH: 'A fully-featured GraphQL federation framework',
  ESLINT: 'Customizable ESLint parser, plugin, and rule set for GraphQL'
}

/** The title of product `key` in the `PRODUCTS` of components `major` (the catalogue's `title` when the major is not known). */
export function libraryTitle(key: string, title: string, major: number | undefined): string {
  return major !== undefined && major >= 7 ? (TITLES_SINCE_7[key] ?? title) : title
}
