import { createContext } from 'react'

/**
 * True inside MDX compiled from a string while the page renders (`MDXRemote`, `RemoteContent`: Nextra's
 * remote-Markdown recipe, conductor's schema descriptions). Its relative links reach `MdxLink` as written,
 * and are resolved there against the page's route as the browser does on Next's site; a page's own
 * Markdown links are resolved when it compiles (the string path writes those, so they must not differ).
 */
export const RenderedFromString = createContext(false)
