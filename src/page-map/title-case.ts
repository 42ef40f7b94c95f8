import title from 'title'
import type { NextraMajor } from './nextra-major.js'

/** Words each major's `pageTitleFromFilename` keeps as written, on top of `title`'s own list. */
const SPECIAL: Record<NextraMajor, string[]> = { 2: [], 3: ['SSR'], 4: ['SSR', 'CORS', 'ESLint'] }

/**
 * A file or folder name as Nextra titles it (`pageTitleFromFilename`): `-` and `_` become spaces and
 * the `title` package capitalises it (Chicago style: small words lowercase except first and last;
 * known names such as `GitHub`, `API`, `Next.js` spelt as they are). `getting-started` → `Getting Started`.
 */
export function titleCase(name: string, major: NextraMajor = 3): string {
  return title(name.replaceAll(/[-_]/g, ' '), { special: SPECIAL[major] })
}
