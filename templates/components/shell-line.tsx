import { createElement, type ReactElement } from 'react'
import { CLASS_THEMES, TOKEN_CLASSES, type TokenElement } from '../../src/compile/rehype-code/theme-colours.js'

// The colours Shiki's github-light / github-dark themes give a shell command's words (the code
// blocks' default themes): the command, its flags, its other arguments — as the token elements a
// fence of the same command gets (`theme-colours.ts`, defined once in the code CSS). Unit-tested
// against a fence.
const elementOf = (light: string, dark: string): TokenElement | undefined => {
  const id = (colours: readonly string[], colour: string) =>
    colours.findIndex(c => c.toLowerCase() === colour.toLowerCase())
  return TOKEN_CLASSES.element(id(CLASS_THEMES.light.colours, light), 0, id(CLASS_THEMES.dark.colours, dark), 0)
}
const COMMAND = elementOf('#6F42C1', '#B392F0')
const FLAG = elementOf('#005CC5', '#79B8FF')
const ARGUMENT = elementOf('#032F62', '#9ECBFF')
/** The theme's text colour: bare text (the `pre` sets it). */
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
  const tokens: { text: string; style: TokenElement | undefined }[] = []
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
      {tokens.map(({ text, style }, index) =>
        style ? createElement(style.tag, { key: index, className: style.className }, text) : text
      )}
    </span>
  )
}
