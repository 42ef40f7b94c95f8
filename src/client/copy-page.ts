// (SPEC §9's 2 s, as copy-code.ts's COPY_CONFIRMATION_MS: not imported, so this chunk shares none with main.)
const COPY_CONFIRMATION_MS = 2000

/**
 * nextra-theme-docs 4.4+'s "Copy page" button (templates/layout/copy-page.tsx): copies the page's
 * Markdown, fetched from its `<route>.md`, and says "Copied" for 2 s. A failed fetch or clipboard
 * (no permission, insecure origin) is only logged (SPEC §8).
 */
export function setupCopyPage(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-copy-page]')) {
    const label = button.querySelector('span')
    const text = label?.textContent ?? ''
    button.addEventListener('click', () => {
      void copyMarkdown(button.dataset.copyPage!).then(copied => {
        if (!copied || !label) return
        label.textContent = button.dataset.copiedText ?? 'Copied'
        window.setTimeout(() => (label.textContent = text), COPY_CONFIRMATION_MS)
      })
    })
  }
}

async function copyMarkdown(url: string): Promise<boolean> {
  try {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
    await navigator.clipboard.writeText(await response.text())
    return true
  } catch (error) {
    console.warn('guildsite: could not copy the page', error)
    return false
  }
}
