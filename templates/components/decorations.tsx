import type { ComponentProps, ReactElement } from 'react'

// The Guild's landing-page decorations (`@theguild/components` 7/9): shapes behind a section's content, drawn
// here in guildsite's own geometry. `ArchDecoration` is a translucent arch filled and outlined with the
// gradients `ArchDecorationGradientDefs` defines (`#arch-decoration-a`, `#arch-decoration-b`: white,
// 10 → 30 % and 10 → 40 %), which a site may define itself instead (Hive's pricing hero).

/** A band 90 units wide turning a rounded corner, in a 432-unit square. */
const ARCH = 'M0 432V200A200 200 0 0 1 200 0H432V90H200A110 110 0 0 0 90 200V432Z'

/** A translucent arch (`ArchDecoration`): 432 px square unless sized, its paint the page's arch gradients. */
export function ArchDecoration(props: ComponentProps<'svg'>): ReactElement {
  return (
    <svg
      width={432}
      height={432}
      viewBox="0 0 432 432"
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      {...props}
    >
      <path
        d={ARCH}
        fill="url(#arch-decoration-a) rgb(255 255 255 / 0.2)"
        stroke="url(#arch-decoration-b)"
        strokeWidth={0.5}
      />
    </svg>
  )
}

/** The arch gradients (`ArchDecorationGradientDefs`): definitions only, taking no room. */
export function ArchDecorationGradientDefs(props: ComponentProps<'svg'>): ReactElement {
  return (
    <svg width={0} height={0} aria-hidden="true" style={{ position: 'absolute' }} {...props}>
      <defs>
        <linearGradient id="arch-decoration-a" x1={48.5} y1={53.5} x2={302.5} y2={341} gradientUnits="userSpaceOnUse">
          <stop stopColor="#fff" stopOpacity={0.1} />
          <stop offset={1} stopColor="#fff" stopOpacity={0.3} />
        </linearGradient>
        <linearGradient id="arch-decoration-b" x1={1} y1={1} x2={431} y2={431} gradientUnits="userSpaceOnUse">
          <stop stopColor="#fff" stopOpacity={0.1} />
          <stop offset={1} stopColor="#fff" stopOpacity={0.4} />
        </linearGradient>
      </defs>
    </svg>
  )
}
