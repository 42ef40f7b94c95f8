import type { ComponentType, ReactElement, ReactNode, SVGProps } from 'react'
import type { ProductKey } from './product-data.js'

/** A product mark: any SVG props (className, width, aria-hidden…) pass through to the <svg>. */
export type LogoComponent = ComponentType<SVGProps<SVGSVGElement>>

/**
 * Wraps a drawing in an accessible 24×24 <svg>. Caller props come last so a decorative use can
 * override `role`/`aria-label` (e.g. `aria-hidden` next to a visible product name).
 */
export function mark(label: string, drawing: ReactNode): LogoComponent {
  const Logo = (props: SVGProps<SVGSVGElement>) => (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img" aria-label={label} {...props}>
      {drawing}
    </svg>
  )
  Logo.displayName = `${label.replace(/\W/g, '')}Logo`
  return Logo
}

// Shared stroke settings keep every outline mark visually the same weight.
const line = { fill: 'none', strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

// Original geometric marks. Colours repeat catalogue.md's primaryColor on purpose: a logo is
// standalone artwork, and the unit test pins each one to its product's colour.

/** Hive: a hexagonal cell with a filled core. */
export const HiveLogo = mark(
  'Hive',
  <>
    <path d="M12 2.5 20.2 7.25v9.5L12 21.5l-8.2-4.75v-9.5z" stroke="#ffb21d" {...line} />
    <circle cx="12" cy="12" r="3" fill="#ffb21d" />
  </>
)
/** Conductor: three routes converging into one gateway line. */
export const ConductorLogo = mark(
  'Conductor',
  <path d="M3 5l8 7-8 7M3 12h18m-4-4 4 4-4 4" stroke="#0f766e" {...line} />
)
/** Yoga: a ring holding a Y-shaped fork. */
export const YogaLogo = mark(
  'Yoga',
  <>
    <circle cx="12" cy="12" r="9.5" stroke="#c026d3" {...line} />
    <path d="M7.5 7.5 12 12l4.5-4.5M12 12v6" stroke="#c026d3" {...line} />
  </>
)
/** Envelop: a wrapper (rounded box) with a fold. */
export const EnvelopLogo = mark('Envelop', <path d="M3 6h18v12H3zM3 6l9 7 9-7" stroke="#ff00e5" {...line} />)
/** Stitching: two overlapping rings joined together. */
export const StitchingLogo = mark(
  'Stitching',
  <>
    <circle cx="8.5" cy="12" r="5.5" stroke="#f95428" {...line} />
    <circle cx="15.5" cy="12" r="5.5" stroke="#f95428" {...line} />
  </>
)
/** Inspector: a magnifying glass. */
export const InspectorLogo = mark(
  'Inspector',
  <path d="M10 3.5a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15 15l6 6" stroke="#59f79d" {...line} />
)
/** Code Generator: angle brackets around a slash. */
export const CodegenLogo = mark(
  'Code Generator',
  <path d="M8 6l-6 6 6 6M16 6l6 6-6 6M14 4l-4 16" stroke="#0284c7" {...line} />
)
/** Mesh: four nodes wired as a square with diagonals. */
export const MeshLogo = mark('Mesh', <path d="M5 5h14v14H5zM5 5l14 14M19 5 5 19" stroke="#1bcbe2" {...line} />)
/** Tools: a hammer-like T. */
export const ToolsLogo = mark('Tools', <path d="M4 5h12l3 3H4zM10 8v13" stroke="#184ae8" {...line} />)
/** Modules: a 2×2 grid of blocks. */
export const ModulesLogo = mark(
  'Modules',
  <path d="M3 3h7.5v7.5H3zM13.5 3H21v7.5h-7.5zM3 13.5h7.5V21H3zM13.5 13.5H21V21h-7.5z" fill="#e535ab" />
)
/** ESLint: a check mark inside a rounded square. */
export const ESLintLogo = mark(
  'ESLint',
  <>
    <rect x="3" y="3" width="18" height="18" rx="4" stroke="#5639ca" {...line} />
    <path d="M7.5 12.5l3 3 6-7" stroke="#5639ca" {...line} />
  </>
)
/**
 * Config: a cog and a small cog in a hexagonal cell with a node at three corners. @theguild/components 7–9's
 * ConfigLogo is a hexagon holding gears (graphql-config's home and bar in Nextra 4's build); this drawing
 * keeps that idea in guildsite's own lines (a sliders mark stood there before).
 */
export const ConfigLogo = mark(
  'Config',
  <>
    <path d="M9.3 3.6 12 2l8.7 5v10L12 22l-8.7-5V9.6" stroke="#6d7a99" {...line} strokeWidth={1.75} />
    <circle cx="12" cy="2.4" r="1.45" fill="#6d7a99" />
    <circle cx="3.3" cy="7.4" r="1.45" fill="#6d7a99" />
    <circle cx="12" cy="21.6" r="1.45" fill="#6d7a99" />
    {/* (A cog: eight teeth as a dashed ring round a ring with a hole; the small one six.) */}
    <circle cx="10.4" cy="13.2" r="3.9" stroke="#6d7a99" fill="none" strokeWidth={1.7} strokeDasharray="1.55 1.51" />
    <circle cx="10.4" cy="13.2" r="2.5" stroke="#6d7a99" fill="none" strokeWidth={1.6} />
    <circle cx="15.9" cy="8.4" r="1.9" stroke="#6d7a99" fill="none" strokeWidth={1.1} strokeDasharray="1 0.99" />
    <circle cx="15.9" cy="8.4" r="1.2" stroke="#6d7a99" fill="none" strokeWidth={1} />
  </>
)
/** feTS: request and response arrows. */
export const FetsLogo = mark('feTS', <path d="M3 8h17m-4-4 4 4-4 4M21 16H4m4-4-4 4 4 4" stroke="#3178c6" {...line} />)
/** Scalars: a solid diamond, a single value. */
export const ScalarsLogo = mark('Scalars', <path d="M12 2l10 10-10 10L2 12z" fill="#f38" />)
/** Shield: a shield outline (colour is our own pick: none was published). */
export const ShieldLogo = mark(
  'Shield',
  <path d="M12 2.5l8 3v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10v-6z" stroke="#7c3aed" {...line} />
)
/** Permissions framework: a padlock. */
export const PermissionsLogo = mark(
  'Permissions',
  <path d="M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4M12 15v2" stroke="#699efc" {...line} />
)
/** SOFA: a couch-like U with a seat. */
export const SofaLogo = mark('SOFA', <path d="M3 9v9h18V9M3 9h3v5h12V9h3M6 7h12" stroke="#e873ff" {...line} />)
/** Angular: a triangle outline. */
export const AngularLogo = mark('Angular', <path d="M12 3l9.5 17h-19z" stroke="#ff1035" {...line} />)
/** WhatsApp (tutorial): a round speech bubble. */
export const WhatsAppLogo = mark(
  'WhatsApp',
  <path d="M12 3a9 9 0 1 1-4.5 16.8L3 21l1.2-4.5A9 9 0 0 1 12 3z" stroke="#31eb14" {...line} />
)
/** KitQL: a toolbox with a handle. */
export const KitQLLogo = mark('KitQL', <path d="M3 9h18v11H3zM9 9V5h6v4M3 14h18" stroke="#ff3e00" {...line} />)
/** WS: a two-way wave (full-duplex socket). */
export const WsLogo = mark(
  'WS',
  <path
    d="M2 9c2.5-3 5-3 7.5 0s5 3 7.5 0 4-2 5-1M22 15c-2.5 3-5 3-7.5 0s-5-3-7.5 0-4 2-5 1"
    stroke="#0bf2e7"
    {...line}
  />
)
/** SSE: chevrons streaming one way (server to client). */
export const SseLogo = mark('SSE', <path d="M3 6l6 6-6 6M10 6l6 6-6 6M17 6l4 6-4 6" stroke="#08e045" {...line} />)

/** The Guild's company mark: a crest with three dots; `currentColor` so it follows the theme. */
export const GuildLogo = mark(
  'The Guild',
  <>
    <path d="M12 2l9 4v6c0 5-4 9-9 10-5-1-9-5-9-10V6z" stroke="currentColor" {...line} />
    <circle cx="8.5" cy="11" r="1.5" fill="currentColor" />
    <circle cx="15.5" cy="11" r="1.5" fill="currentColor" />
    <circle cx="12" cy="16" r="1.5" fill="currentColor" />
  </>
)

/**
 * The Guild's crest as the chrome draws it on every page (company header, footer, navbar): an
 * empty <svg> painted through the stylesheet's mask of `GuildLogo` (`.gs-logo-GUILD`), so pages
 * do not repeat the drawing. Decorative: the text beside it names the link.
 */
export function GuildMark({ className }: { className?: string }): ReactElement {
  return <svg className={className ? `gs-i gs-logo-GUILD ${className}` : 'gs-i gs-logo-GUILD'} aria-hidden="true" />
}

/** Every product's mark, keyed like PRODUCTS; the catalogue reads its `logo` from here. */
export const LOGOS: Record<ProductKey, LogoComponent> = {
  HIVE: HiveLogo,
  CONDUCTOR: ConductorLogo,
  YOGA: YogaLogo,
  ENVELOP: EnvelopLogo,
  STITCHING: StitchingLogo,
  INSPECTOR: InspectorLogo,
  CODEGEN: CodegenLogo,
  MESH: MeshLogo,
  TOOLS: ToolsLogo,
  MODULES: ModulesLogo,
  ESLINT: ESLintLogo,
  CONFIG: ConfigLogo,
  FETS: FetsLogo,
  SCALARS: ScalarsLogo,
  SHIELD: ShieldLogo,
  PERMISSIONS: PermissionsLogo,
  SOFA: SofaLogo,
  ANGULAR: AngularLogo,
  WHATSAPP: WhatsAppLogo,
  KITQL: KitQLLogo,
  WS: WsLogo,
  SSE: SseLogo
}
