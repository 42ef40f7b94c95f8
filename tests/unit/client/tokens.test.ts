import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

describe('tokens.css', () => {
  it('gives readers without JavaScript who prefer dark exactly the html.dark tokens', () => {
    const css = readFileSync(new URL('../../../templates/styles/tokens.css', import.meta.url), 'utf8')
    const block = (re: RegExp) =>
      (re.exec(css)?.[1] ?? '')
        .split('\n')
        .map(line => line.trim())
        .filter(Boolean)
        .join('\n')
    const dark = block(/\nhtml\.dark \{\n([\s\S]*?)\n\}/)
    const fallback = block(/@media \(prefers-color-scheme: dark\) \{\n {2}html:not\(\.js\) \{\n([\s\S]*?)\n {2}\}/)
    expect(dark.length).toBeGreaterThan(100)
    expect(fallback).toBe(dark)
  })
})
