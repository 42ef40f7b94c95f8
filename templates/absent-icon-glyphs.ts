// The few icons every icon package has and a page leans on to be read — a disclosure's chevron, a link's
// arrow, a check, a close cross, plus and minus — drawn by guildsite when their package is absent, so
// an FAQ still shows which way it opens (Hive's home page: `ChevronDownIcon` of the absent
// `@radix-ui/react-icons`). Recognised by the icon's name across the packages' naming (`ChevronDown`,
// `ChevronDownIcon`, `FiChevronDown`, `HiOutlineChevronDown`, `MdExpandMore`…); guildsite's own strokes
// on a 24-unit grid, in the text colour. Other icons stay empty boxes (`AbsentIcon`).

/** The stroke path of a recognised icon name, or undefined. */
export function glyphPath(name: string): string | undefined {
  return GLYPHS[ALIASES[baseName(name)] ?? baseName(name)]
}

const GLYPHS: Record<string, string> = {
  ChevronDown: 'M7 10l5 5 5-5',
  ChevronUp: 'M7 14l5-5 5 5',
  ChevronRight: 'M10 7l5 5-5 5',
  ChevronLeft: 'M14 7l-5 5 5 5',
  ArrowRight: 'M5 12h14M13 6l6 6-6 6',
  ArrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  ArrowUp: 'M12 19V5M6 11l6-6 6 6',
  ArrowDown: 'M12 5v14M6 13l6 6 6-6',
  ArrowUpRight: 'M8 16l8-8M9 8h7v7',
  Check: 'M5 12.5l4.5 4.5L19 7.5',
  Cross: 'M6 6l12 12M18 6L6 18',
  Plus: 'M12 5v14M5 12h14',
  Minus: 'M5 12h14'
}

const ALIASES: Record<string, string> = {
  ExpandMore: 'ChevronDown',
  KeyboardArrowDown: 'ChevronDown',
  AngleDown: 'ChevronDown',
  CaretDown: 'ChevronDown',
  ExpandLess: 'ChevronUp',
  KeyboardArrowUp: 'ChevronUp',
  AngleUp: 'ChevronUp',
  CaretUp: 'ChevronUp',
  KeyboardArrowRight: 'ChevronRight',
  AngleRight: 'ChevronRight',
  CaretRight: 'ChevronRight',
  NavigateNext: 'ChevronRight',
  KeyboardArrowLeft: 'ChevronLeft',
  AngleLeft: 'ChevronLeft',
  CaretLeft: 'ChevronLeft',
  NavigateBefore: 'ChevronLeft',
  ArrowForward: 'ArrowRight',
  ArrowNarrowRight: 'ArrowRight',
  ArrowBack: 'ArrowLeft',
  ArrowNarrowLeft: 'ArrowLeft',
  ArrowNarrowUp: 'ArrowUp',
  ArrowNarrowDown: 'ArrowDown',
  ExternalLink: 'ArrowUpRight',
  OpenInNew: 'ArrowUpRight',
  ArrowTopRight: 'ArrowUpRight',
  Checkmark: 'Check',
  CheckMark: 'Check',
  Done: 'Check',
  Tick: 'Check',
  X: 'Cross',
  XMark: 'Cross',
  Close: 'Cross',
  Times: 'Cross',
  Add: 'Plus',
  Remove: 'Minus',
  Dash: 'Minus'
}

// react-icons' set prefixes (`FiChevronDown`, `HiOutlineX`, `MdExpandMore`), then the packages' style and size
// suffixes (`ChevronDownIcon`, `XMarkIcon`, `Cross2Icon`, `ArrowRight16`, `CheckOutline`).
const PREFIX = /^(?:Fi|Lu|Hi2?|Io5?|Md|Ai|Bs|Fa6?|Tb|Ri|Pi|Ci|Gr|Vsc|Go|Bi|Im|Sl|Tfi|Cg|Rx)(?=[A-Z])/
const STYLE = /^(?:Outline|Solid|Mini|Micro)(?=[A-Z])/
const SUFFIX =
  /(?:Icon|Outlined|Outline|Solid|Filled|Fill|Line|Sharp|Rounded|Round|Bold|Light|Thin|Duotone|Mini|Micro|\d+)$/

function baseName(name: string): string {
  let base = name.replace(PREFIX, '').replace(STYLE, '')
  for (let previous = ''; previous !== base && base.length > 1;) {
    previous = base
    base = base.replace(SUFFIX, '') || previous
  }
  return base
}
