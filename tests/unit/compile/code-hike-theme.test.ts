import { describe, expect, it } from 'vitest'
import { codeHikeThemes } from '../../../src/config/website/code-highlighting.js'
import { codeHikeColors } from '../../../src/compile/rehype-code/code-hike-colors.js'

// Code Hike draws every block of its site in the one theme its options name, in light and dark mode alike,
// and its editor frame (tab bar, tabs, borders, line numbers) in that theme's editor colours.

describe("Code Hike's theme", () => {
  it('is the Shiki theme next.config names, else Code Hike’s default dark-plus', () => {
    // (keaganaut/docs-nextra: `[remarkCodeHike, { theme: require('shiki/themes/slack-dark.json') }]`.)
    const keaganaut = `const theme = require("shiki/themes/slack-dark.json");\nremarkPlugins: [[remarkCodeHike, { theme }]]`
    expect(codeHikeThemes(keaganaut)).toEqual({ light: 'slack-dark', dark: 'slack-dark' })
    expect(codeHikeThemes(`[remarkCodeHike, { theme: 'github-light' }]`)).toEqual({
      light: 'github-light',
      dark: 'github-light'
    })
    // (safe-global/safe-docs names none; a theme Shiki does not ship falls back too.)
    expect(codeHikeThemes(`[codeHike.remarkCodeHike, { lineNumbers: true }]`)).toEqual({
      light: 'dark-plus',
      dark: 'dark-plus'
    })
    expect(codeHikeThemes(`{ theme: 'no-such-theme' }`).dark).toBe('dark-plus')
  })

  it("colours the frame from the theme's editor colours, VS Code's defaults where it has none", async () => {
    // slack-dark: its own background and tab colours; dark-plus: the editor's, with VS Code's tab bar.
    const slack = await codeHikeColors('slack-dark')
    expect(slack).toContain('--ch-bg:#222222')
    expect(slack).toContain('--ch-tab-bg:#2D2D2D')
    expect(slack).toContain('--ch-tab-fg:#ffffff80')
    const light = await codeHikeColors('github-light')
    expect(light).toContain('--ch-bg:#fff')
    expect(light).not.toContain('--ch-tab-active-fg:#ffffff')
  })
})
