// `next/font/google`: every Google font loader by its Next.js name (the list of Next 15). A static
// build downloads nothing: each loader returns the font-family to use (the reader's own copy of the
// font, else the fallback) and no class. The loaders are data, in two modules by name (A–L, M–Z).

export * from './google-fonts-a-l.js'
export * from './google-fonts-m-z.js'
