import { bundledLanguages } from 'shiki'

/** A fence language resolved to what Shiki can highlight. */
export interface ResolvedLanguage {
  /** The language to pass to Shiki; `text` for plain text. */
  lang: string
  /** False when the author named a language Shiki does not know (worth a warning). */
  known: boolean
}

// Shiki highlights these without loading a grammar.
const PLAIN = new Set(['', 'text', 'txt', 'plaintext', 'plain'])
// Spellings authors use that Shiki has no alias for.
const EXTRA_ALIASES: Record<string, string> = { env: 'dotenv', 'node-repl': 'javascript' }

/**
 * Maps a fence language (`ts`, `sh`, `yml`, `gql`, `txt`, …) to a Shiki language. Shiki's own
 * alias table covers most spellings; an absent language is plain text and known, an unknown one is
 * plain text and not known.
 */
export function resolveLanguage(language: string | undefined): ResolvedLanguage {
  const name = (language ?? '').toLowerCase()
  if (PLAIN.has(name)) return { lang: 'text', known: true }
  if (name === 'ansi') return { lang: 'ansi', known: true }
  const aliased = EXTRA_ALIASES[name] ?? name
  if (Object.hasOwn(bundledLanguages, aliased)) return { lang: aliased, known: true }
  return { lang: 'text', known: false }
}
