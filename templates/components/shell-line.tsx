import type { CSSProperties, ReactElement } from 'react'

// The colours Shiki's github-light / github-dark themes give a shell command's words (the code
// blocks' default themes): the command, its flags, its other arguments. Unit-tested against Shiki.
const COMMAND = { '--shiki-light': '#6F42C1', '--shiki-dark': '#B392F0' } as CSSProperties
const FLAG = { '--shiki-light': '#005CC5', '--shiki-dark': '#79B8FF' } as CSSProperties
const ARGUMENT = { '--shiki-light': '#032F62', '--shiki-dark': '#9ECBFF' } as CSSProperties
const PLAIN = { '--shiki-light': '#24292E', '--shiki-dark': '#E1E4E8' } as CSSProperties

/** The `pre` attributes of a highlighted block in the default themes (as Shiki writes them). */
export const SHIKI_PRE = {
  className: 'shiki shiki-themes github-light github-dark',
  style: {
    '--shiki-light': '#24292e',
    '--shiki-dark': '#e1e4e8',
    '--shiki-light-bg': '#fff',
    '--shiki-dark-bg': '#24292e'
  } as CSSProperties
}

// Words Shiki's shell grammar reads as plain words; anything else (quotes, `$`, operators) is
// shown uncoloured rather than coloured wrongly.
const WORD = /^[\w@./^~:=+,%-]+$/

/**
 * One line of a shell command as Shiki highlights it (`span.line` of tokens, each space joined to
 * the word after it and runs of one colour merged, as `mergeSameStyleTokens` does).
 */
export function ShellLine({ line }: { line: string }): ReactElement {
  const tokens: { text: string; style: CSSProperties }[] = []
  const words = line.split(/(?=\s)/)
  for (const [index, chunk] of words.entries()) {
    const word = chunk.trim()
    const style = !WORD.test(word) ? PLAIN : index === 0 ? COMMAND : word.startsWith('-') ? FLAG : ARGUMENT
    const last = tokens.at(-1)
    if (last && last.style === style) last.text += chunk
    else tokens.push({ text: chunk, style })
  }
  return (
    <span className="line">
      {tokens.map((token, index) => (
        <span key={index} style={token.style}>
          {token.text}
        </span>
      ))}
    </span>
  )
}
