import type { ReactElement, SVGProps } from 'react'

// Original line icons drawn on a 24-unit grid. They inherit `currentColor` so every theme and
// callout type colours them through CSS, and they are hidden from assistive technology because
// the text next to them already says what they mean.

type IconProps = SVGProps<SVGSVGElement>

function Icon({ children, ...props }: IconProps): ReactElement {
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
      {children}
    </svg>
  )
}

/** Light bulb: the default callout. */
export const TipIcon = (props: IconProps): ReactElement => (
  <Icon {...props}>
    <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.4.3.6.8.6 1.3V16h6v-.9c0-.5.2-1 .6-1.3A6 6 0 0 0 12 3z" />
  </Icon>
)

/** Circled "i": the info callout. */
export const InfoIcon = (props: IconProps): ReactElement => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Icon>
)

/** Triangle with "!": the warning callout. */
export const WarningIcon = (props: IconProps): ReactElement => (
  <Icon {...props}>
    <path d="M10.3 4.2 2.6 17.5a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0zM12 9.5v4M12 17h.01" />
  </Icon>
)

/** Octagon with a cross: the error callout. */
export const ErrorIcon = (props: IconProps): ReactElement => (
  <Icon {...props}>
    <path d="M8.2 3h7.6L21 8.2v7.6L15.8 21H8.2L3 15.8V8.2zM9.5 9.5l5 5M14.5 9.5l-5 5" />
  </Icon>
)

/** Speech bubble with "!": the important callout. */
export const ImportantIcon = (props: IconProps): ReactElement => (
  <Icon {...props}>
    <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v10a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 3.5V17A1.5 1.5 0 0 1 4 15.5zM12 7.5v4M12 14h.01" />
  </Icon>
)

/** Closed folder (file tree). */
export const FolderIcon = (props: IconProps): ReactElement => (
  <Icon {...props}>
    <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h4l2 2h9A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z" />
  </Icon>
)

/** Open folder (file tree). */
export const FolderOpenIcon = (props: IconProps): ReactElement => (
  <Icon {...props}>
    <path d="M19 10V8.5A1.5 1.5 0 0 0 17.5 7h-7l-2-2h-4A1.5 1.5 0 0 0 3 6.5V18a1 1 0 0 0 1 1h14a1.2 1.2 0 0 0 1.1-.8l2-6.9a1 1 0 0 0-1-1.3H7a1.5 1.5 0 0 0-1.4 1L3.2 18.6" />
  </Icon>
)

/** Sheet with a folded corner (file tree). */
export const FileIcon = (props: IconProps): ReactElement => (
  <Icon {...props}>
    <path d="M6 3h8l5 5v12a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM14 3v5h5" />
  </Icon>
)
