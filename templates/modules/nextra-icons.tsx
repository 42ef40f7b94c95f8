// `nextra/icons` (Nextra 2, 3 and 4): line drawings of the same meaning (never Nextra's artwork).
import { glyph } from '../components/guild-icons.js'
import { LINE_DRAWINGS } from '../components/line-drawings.js'

const label = (text: string) => (
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <text x="12" y="15" fontSize="7" textAnchor="middle" fill="currentColor" stroke="none">
      {text}
    </text>
  </>
)

export const ArrowRightIcon = glyph('ArrowRightIcon', LINE_DRAWINGS.arrowRight)
export const CheckIcon = glyph('CheckIcon', LINE_DRAWINGS.check)
export const CopyIcon = glyph(
  'CopyIcon',
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>
)
export const CrossCircledIcon = glyph(
  'CrossCircledIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>
)
export const DiscordIcon = glyph(
  'DiscordIcon',
  <path d="M8 7c-2 .5-3.5 1.5-3.5 1.5S3 12 3 16c1.5 1.5 4 2 4 2l1-1.5M16 7c2 .5 3.5 1.5 3.5 1.5S21 12 21 16c-1.5 1.5-4 2-4 2l-1-1.5M8 16c2.5 1 5.5 1 8 0" />
)
export const ExpandIcon = glyph('ExpandIcon', <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />)
export const FileIcon = glyph('FileIcon', LINE_DRAWINGS.file)
export const FolderIcon = glyph('FolderIcon', <path d="M3 6h6l2 2h10v11H3z" />)
export const FolderOpenIcon = glyph('FolderOpenIcon', <path d="M3 6h6l2 2h8v3M3 19l3-8h16l-3 8z" />)
export const GitHubIcon = glyph('GitHubIcon', LINE_DRAWINGS.gitHub)
export const GitHubCautionIcon = glyph('GitHubCautionIcon', <path d="M8 3h8l5 5v8l-5 5H8l-5-5V8zM12 8v5M12 16h.01" />)
export const GitHubImportantIcon = glyph('GitHubImportantIcon', <path d="M4 4h16v12H9l-5 4zM12 7v4M12 13.5h.01" />)
export const GitHubNoteIcon = glyph(
  'GitHubNoteIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>
)
export const GitHubTipIcon = glyph(
  'GitHubTipIcon',
  <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z" />
)
export const GitHubWarningIcon = glyph('GitHubWarningIcon', <path d="M12 3 2 20h20zM12 10v4M12 17h.01" />)
export const GlobeIcon = glyph(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3z" />
  </>
)
export const InformationCircleIcon = glyph('InformationCircleIcon', LINE_DRAWINGS.informationCircle)
export const LinkArrowIcon = glyph('LinkArrowIcon', LINE_DRAWINGS.arrowUpRight)
export const LinkIcon = glyph(
  'LinkIcon',
  <path d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1" />
)
export const MenuIcon = glyph('MenuIcon', LINE_DRAWINGS.menu)
export const MoonIcon = glyph('MoonIcon', LINE_DRAWINGS.moon)
export const MoveIcon = glyph(
  'MoveIcon',
  <path d="M12 3v18M3 12h18M9 6l3-3 3 3M9 18l3 3 3-3M6 9l-3 3 3 3M18 9l3 3-3 3" />
)
export const SpinnerIcon = glyph('SpinnerIcon', <path d="M12 3a9 9 0 1 0 9 9" />)
export const SunIcon = glyph(
  'SunIcon',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>
)
export const TerminalIcon = glyph('TerminalIcon', <path d="M4 6l6 6-6 6M12 18h8" />)
export const WordWrapIcon = glyph('WordWrapIcon', <path d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m2-2-2 2 2 2M4 18h5" />)
export const XIcon = glyph('XIcon', LINE_DRAWINGS.close)
// Language icons of code block titles: the language's short name in a frame.
export const CPPIcon = glyph('CPPIcon', label('C++'))
export const CsharpIcon = glyph('CsharpIcon', label('C#'))
export const CssIcon = glyph('CssIcon', label('CSS'))
export const GoIcon = glyph('GoIcon', label('Go'))
export const GraphQLIcon = glyph('GraphQLIcon', LINE_DRAWINGS.graphQL)
export const JavaScriptIcon = glyph('JavaScriptIcon', label('JS'))
export const JSONIcon = glyph('JSONIcon', label('{}'))
export const MarkdownIcon = glyph('MarkdownIcon', label('MD'))
export const MdxIcon = glyph('MdxIcon', label('MDX'))
export const PythonIcon = glyph('PythonIcon', label('Py'))
export const ReactIcon = glyph(
  'ReactIcon',
  <>
    <circle cx="12" cy="12" r="1.5" />
    <ellipse cx="12" cy="12" rx="9" ry="3.5" />
    <ellipse cx="12" cy="12" rx="9" ry="3.5" transform="rotate(60 12 12)" />
    <ellipse cx="12" cy="12" rx="9" ry="3.5" transform="rotate(120 12 12)" />
  </>
)
export const RustIcon = glyph('RustIcon', label('Rs'))
export const SvelteIcon = glyph('SvelteIcon', label('Sv'))
export const TerraformIcon = glyph('TerraformIcon', label('TF'))
export const TypeScriptIcon = glyph('TypeScriptIcon', label('TS'))
export const ChatGPTIcon = glyph('ChatGPTIcon', <circle cx="12" cy="12" r="8" />)
export const ClaudeIcon = glyph('ClaudeIcon', <path d="M12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6 5.6 18.4" />)
