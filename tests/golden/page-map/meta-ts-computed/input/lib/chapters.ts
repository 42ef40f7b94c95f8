export const CHAPTERS = ['intro', 'basics'] as const
export const VERSION = 3
