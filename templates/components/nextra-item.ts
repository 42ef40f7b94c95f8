// One item of Nextra 4's page map as its page-map functions give it (nextra-page-map.ts, nextra-index-page.ts).

export type Meta = Record<string, unknown>
export type NextraItem =
  | { data: Record<string, Meta> }
  | { name: string; route: string; title?: string; frontMatter?: Meta; children?: NextraItem[]; [key: string]: unknown }

/** A folder's `_meta` item (`{ data }`), first in its list. */
export const isMeta = (item: NextraItem): item is { data: Record<string, Meta> } => 'data' in item && !('name' in item)
