import type { ReactElement, ReactNode } from 'react'
import { ErrorIcon, ImportantIcon, InfoIcon, TipIcon, WarningIcon } from './icons.js'

/** The callout flavours of Nextra 3 (Nextra 2 had all but `important`). */
export type CalloutType = 'default' | 'info' | 'warning' | 'error' | 'important'

const DEFAULT_ICONS: Record<CalloutType, ReactElement> = {
  default: <TipIcon />,
  info: <InfoIcon />,
  warning: <WarningIcon />,
  error: <ErrorIcon />,
  important: <ImportantIcon />
}

/**
 * GitHub alert (`> [!NOTE]`) → Callout type, the pairing Nextra uses so Markdown written for
 * GitHub keeps its meaning here.
 */
export const ALERT_TO_CALLOUT = {
  NOTE: 'info',
  TIP: 'default',
  IMPORTANT: 'important',
  WARNING: 'warning',
  CAUTION: 'error'
} as const satisfies Record<string, CalloutType>

/** A GitHub alert name as written after `[!`. */
export type GitHubAlert = keyof typeof ALERT_TO_CALLOUT

export interface CalloutProps {
  /** Colour and default icon. @default 'default' */
  type?: CalloutType
  /** Replaces the type's icon; an emoji string or any node. `null` shows no icon, as in Nextra. */
  emoji?: ReactNode
  children?: ReactNode
}

/**
 * A highlighted note beside the text (Nextra `Callout`); also what GitHub alerts become.
 *
 * @example <Callout type="warning">Yoga v2 is no longer maintained.</Callout>
 */
export function Callout({ type = 'default', emoji, children }: CalloutProps): ReactElement {
  // An unknown type from hand-written MDX falls back to the default look instead of an unstyled box.
  const kind: CalloutType = Object.hasOwn(DEFAULT_ICONS, type) ? type : 'default'
  const icon = emoji === undefined ? DEFAULT_ICONS[kind] : emoji
  return (
    <div className="gs-callout" data-type={kind}>
      {icon === null || icon === false ? null : <span className="gs-callout-icon">{icon}</span>}
      <div className="gs-callout-content">{children}</div>
    </div>
  )
}
