// Bare specifiers the islands' browser build (src/islands/bundle-islands.ts) resolves to guildsite's files.
declare module 'guildsite/render-context' {
  import type { Context } from 'react'
  export const RenderContextValue: Context<{
    basePath: string
    siteUrl: string
    route: string
    file: string
    warn: (message: string) => void
  }>
}

declare module 'guildsite/template-hooks' {
  export function useRouter(): { asPath: string; basePath: string } & Record<string, unknown>
  export function useMounted(): boolean
  export function useTheme(): Record<string, unknown>
}

declare module 'guildsite/template-next-navigation' {
  export class ReadonlyURLSearchParams extends URLSearchParams {}
}

declare module 'guildsite/page-data' {
  import type { Context } from 'react'
  export const DataContext: Context<Record<string, unknown>>
}

declare module 'guildsite/island-random' {
  export function SeedRandom(): null
  export function RestoreRandom(): null
}
