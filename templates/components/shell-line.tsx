import type { ReactElement } from 'react'
import { CLASS_THEMES, TOKEN_CLASSES } from '../../src/compile/rehype-code/theme-colours.js'

// The colours Shiki's github-light / github-dark themes give a shell command's words (the code
// blocks' default themes): the command, its flags, its other arguments — as the token classes a
// fence of the same command gets (`theme-colours.ts`, defined once in the code CSS). Unit-tested
// against a fence.
const classOf = (light: string, dark: string): string | undefined => {
  const id = (colours: readonly string[], colour: string) =>
    colours.findIndex(c => c.toLowerCase() === colour.toLowerCase())
  const attribute = TOKEN_CLASSES.attributes(
    id(CLASS_THEMES.light.colours, light),
    0,
    id(CLASS_THEMES.dark.colours, dark),
    0
  )
  return attribute ? attribute.slice(' class="'.length, -1) : undefined
}
const COMMAND = classOf('#6F42C1', '#B392F0')
const FLAG = classOf('#005CC5', '#79B8FF')
const ARGUMENT = classOf('#032F62', '#9ECBFF')
/** The theme's text colour: no class (the `pre` sets it). */
const PLAIN = undefined

/** The `pre` attributes of a highlighted block in the default themes (as the compile stage writes them). */
export const SHIKI_PRE = { className: 'shiki shiki-themes github-light github-dark' }

// Words Shiki's shell grammar reads as plain words; anything else (quotes, `$`, operators) is
// shown uncoloured rather than coloured wrongly.
const WORD = /^[\w@./^~:=+,%-]+$/

/**
 * One line of a shell command as Shiki highlights it (`span.line` of tokens, each space joined to
 * the word after it and runs of one colour merged, as `mergeSameStyleTokens` does).
 */
export function ShellLine({ line }: { line: string }): ReactElement {
  const tokens: { text: string; style: string | undefined }[] = []
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
        <span key={index} className={token.style}>
          {token.text}
        </span>
      ))}
    </span>
  )
}
