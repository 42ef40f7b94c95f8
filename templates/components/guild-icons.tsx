import type { ComponentType, ReactElement, ReactNode, SVGProps } from 'react'
import { HiveRouterLogo } from '../catalogue/later-products.js'
import { GuildLogo as CatalogueGuildLogo, LOGOS } from '../catalogue/logos.js'
import type { ProductKey } from '../catalogue/product-data.js'
import { ArchDecoration, ArchDecorationGradientDefs } from './decorations.js'
import { LINE_DRAWINGS } from './line-drawings.js'
import { markPaint } from './mark-paint.js'

type IconProps = SVGProps<SVGSVGElement>

/** A 24-unit line drawing inheriting `currentColor`, hidden from assistive technology unless titled. */
export function glyph(name: string, drawing: ReactNode): ComponentType<IconProps> {
  function Glyph(props: IconProps): ReactElement {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {drawing}
      </svg>
    )
  }
  Glyph.displayName = name
  return Glyph
}

/**
 * A product logo under the name `@theguild/components` exports it. Theirs carry an intrinsic size of
 * about 50 px, so a logo placed with no size of its own (a Hero's `top`) stays that small instead of
 * filling its box; a `width`/`height` prop or a CSS size (`className="w-8"`) wins over it.
 */
const product = (key: ProductKey, name: string): ComponentType<IconProps> => logoIcon(LOGOS[key], name)

/** The same for a mark of a product the catalogue's keys do not hold (later-products.tsx). */
function logoIcon(Logo: ComponentType<IconProps>, name: string): ComponentType<IconProps> {
  // (The site's own fill and stroke paint the drawing, as they paint the original's shape: mark-paint.ts.)
  const Named = (props: IconProps): ReactElement => <Logo width={48} height={48} {...props} {...markPaint(props)} />
  Named.displayName = name
  return Named
}

const square = <rect x="4" y="4" width="16" height="16" rx="3" />
const circle = <circle cx="12" cy="12" r="8" />

/**
 * The icon and logo names `@theguild/components` exports. Product logos are the catalogue's; the
 * other icons are plain line drawings of the same meaning (never copied artwork).
 */
export const GUILD_ICONS: Record<string, ComponentType<IconProps>> = {
  AccountBox: glyph(
    'AccountBox',
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <circle cx="12" cy="10" r="3" />
      <path d="M7 18c1-2.5 3-3.5 5-3.5s4 1 5 3.5" />
    </>
  ),
  AngularLogo: product('ANGULAR', 'AngularLogo'),
  AppsIcon: glyph('AppsIcon', <path d="M5 5h4v4H5zM15 5h4v4h-4zM5 15h4v4H5zM15 15h4v4h-4z" />),
  ArchDecoration,
  ArchDecorationGradientDefs,
  ArrowIcon: glyph('ArrowIcon', LINE_DRAWINGS.arrowRight),
  ArrowUpRightIcon: glyph('ArrowUpRightIcon', LINE_DRAWINGS.arrowUpRight),
  BardIcon: glyph('BardIcon', <path d="M12 3l2 7 7 2-7 2-2 7-2-7-7-2 7-2z" />),
  CSAStarLevelOneIcon: glyph(
    'CSAStarLevelOneIcon',
    <path d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z" />
  ),
  CaretIcon: glyph('CaretIcon', LINE_DRAWINGS.chevronDown),
  CaretSlimIcon: glyph('CaretSlimIcon', <path d="m8 10 4 4 4-4" />),
  CheckIcon: glyph('CheckIcon', LINE_DRAWINGS.check),
  CloseIcon: glyph('CloseIcon', LINE_DRAWINGS.close),
  CodeGeneratorLogo: product('CODEGEN', 'CodeGeneratorLogo'),
  CodegenIcon: product('CODEGEN', 'CodegenIcon'),
  ConductorLogo: product('CONDUCTOR', 'ConductorLogo'),
  ConfigLogo: product('CONFIG', 'ConfigLogo'),
  DiscordIcon: glyph(
    'DiscordIcon',
    <path d="M8 7c-2 .5-3.5 1.5-3.5 1.5S3 12 3 16c1.5 1.5 4 2 4 2l1-1.5M16 7c2 .5 3.5 1.5 3.5 1.5S21 12 21 16c-1.5 1.5-4 2-4 2l-1-1.5M8 16c2.5 1 5.5 1 8 0M9.5 12.5h.01M14.5 12.5h.01" />
  ),
  ExternalLinkIcon: glyph('ExternalLinkIcon', <path d="M14 4h6v6M20 4l-9 9M18 14v5H5V6h5" />),
  FetsLogo: product('FETS', 'FetsLogo'),
  GitHubIcon: glyph('GitHubIcon', LINE_DRAWINGS.gitHub),
  GraphQLFoundationLogo: glyph('GraphQLFoundationLogo', LINE_DRAWINGS.graphQL),
  GroupIcon: glyph(
    'GroupIcon',
    <>
      <circle cx="9" cy="9" r="3" />
      <circle cx="17" cy="10" r="2.5" />
      <path d="M3 19c.8-3 3.2-4.5 6-4.5s5.2 1.5 6 4.5M15.5 14.5c2.5 0 4.5 1.5 5.5 4" />
    </>
  ),
  GuildLogo: Object.assign((props: IconProps): ReactElement => <CatalogueGuildLogo {...props} />, {
    displayName: 'GuildLogo'
  }),
  GuildUnifiedLogo: glyph('GuildUnifiedLogo', <path d="M12 2l9 4v6c0 5-4 9-9 10-5-1-9-5-9-10V6z" />),
  HamburgerIcon: glyph('HamburgerIcon', LINE_DRAWINGS.menu),
  HashTagIcon: glyph('HashTagIcon', <path d="M9 4 7 20M17 4l-2 16M4 9h16M3 15h16" />),
  HeltinLogo: glyph('HeltinLogo', square),
  HiveCombinationMark: product('HIVE', 'HiveCombinationMark'),
  HiveGatewayIcon: product('CONDUCTOR', 'HiveGatewayIcon'),
  HiveIcon: product('HIVE', 'HiveIcon'),
  HiveRouterIcon: logoIcon(HiveRouterLogo, 'HiveRouterIcon'),
  HonourIcon: glyph(
    'HonourIcon',
    <>
      <circle cx="12" cy="9" r="5" />
      <path d="M9 13.5 7.5 21l4.5-2.5 4.5 2.5-1.5-7.5" />
    </>
  ),
  InformationCircleIcon: glyph('InformationCircleIcon', LINE_DRAWINGS.informationCircle),
  KitQLLogo: product('KITQL', 'KitQLLogo'),
  LargeHiveIconDecoration: product('HIVE', 'LargeHiveIconDecoration'),
  LinkedInIcon: glyph(
    'LinkedInIcon',
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10v7M8 7h.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
    </>
  ),
  ListIcon: glyph('ListIcon', <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />),
  MailIcon: glyph('MailIcon', <path d="M3 6h18v12H3zM3 6l9 7 9-7" />),
  MeshIcon: product('MESH', 'MeshIcon'),
  MeshLogo: product('MESH', 'MeshLogo'),
  ModulesLogo: product('MODULES', 'ModulesLogo'),
  MoonIcon: glyph('MoonIcon', LINE_DRAWINGS.moon),
  MoreIcon: glyph('MoreIcon', <path d="M6 12h.01M12 12h.01M18 12h.01" />),
  NextraLogo: glyph('NextraLogo', <path d="M5 19V5l14 14V5" />),
  PageIcon: glyph('PageIcon', LINE_DRAWINGS.file),
  PaperIcon: glyph('PaperIcon', <path d="M6 3h12v18H6zM9 8h6M9 12h6M9 16h4" />),
  PencilIcon: glyph('PencilIcon', <path d="M4 20l1-5L16 4l4 4L9 19zM14 6l4 4" />),
  RightCornerIcon: glyph('RightCornerIcon', <path d="M4 4h8a8 8 0 0 1 8 8v8" />),
  SSELogo: product('SSE', 'SSELogo'),
  SearchIcon: glyph('SearchIcon', LINE_DRAWINGS.search),
  ShareIcon: glyph(
    'ShareIcon',
    <>
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="6" r="2.5" />
      <circle cx="18" cy="18" r="2.5" />
      <path d="M8.2 10.8l7.6-3.6M8.2 13.2l7.6 3.6" />
    </>
  ),
  ShieldFlashIcon: glyph('ShieldFlashIcon', <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM13 7l-3 5h4l-3 5" />),
  StellateIcon: glyph('StellateIcon', circle),
  StitchingLogo: product('STITCHING', 'StitchingLogo'),
  TargetIcon: glyph(
    'TargetIcon',
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="12" cy="12" r="0.5" />
    </>
  ),
  TheGuild: glyph('TheGuild', <path d="M12 2l9 4v6c0 5-4 9-9 10-5-1-9-5-9-10V6z" />),
  ToolsLogo: product('TOOLS', 'ToolsLogo'),
  TwitterIcon: glyph('TwitterIcon', <path d="M4 4l16 16M20 4 4 20" />),
  WSLogo: product('WS', 'WSLogo'),
  WhatsAppLogo: product('WHATSAPP', 'WhatsAppLogo'),
  YogaIcon: product('YOGA', 'YogaIcon'),
  YogaLogo: product('YOGA', 'YogaLogo'),
  YouTubeIcon: glyph(
    'YouTubeIcon',
    <>
      <rect x="3" y="6" width="18" height="12" rx="3" />
      <path d="M10 9.5v5l4.5-2.5z" />
    </>
  )
}

/** Product lettermarks (`EnvelopLettermark`…): the catalogue logo of that product. */
export const GUILD_LETTERMARKS: Record<string, ComponentType<IconProps>> = {
  AngularLettermark: product('ANGULAR', 'AngularLettermark'),
  ConductorLettermark: product('CONDUCTOR', 'ConductorLettermark'),
  ConfigLettermark: product('CONFIG', 'ConfigLettermark'),
  EnvelopLettermark: product('ENVELOP', 'EnvelopLettermark'),
  FetsLettermark: product('FETS', 'FetsLettermark'),
  GraphQLESlintLettermark: product('ESLINT', 'GraphQLESlintLettermark'),
  HeltinLettermark: glyph('HeltinLettermark', square),
  InspectorLettermark: product('INSPECTOR', 'InspectorLettermark'),
  KitQLLettermark: product('KITQL', 'KitQLLettermark'),
  ModulesLettermark: product('MODULES', 'ModulesLettermark'),
  SSELettermark: product('SSE', 'SSELettermark'),
  ScalarsLettermark: product('SCALARS', 'ScalarsLettermark'),
  SofaLettermark: product('SOFA', 'SofaLettermark'),
  StitchingLettermark: product('STITCHING', 'StitchingLettermark'),
  ToolsLettermark: product('TOOLS', 'ToolsLettermark'),
  WSLettermark: product('WS', 'WSLettermark'),
  WhatsAppLettermark: product('WHATSAPP', 'WhatsAppLettermark')
}
