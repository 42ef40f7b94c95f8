/** SPEC §9: the copy confirmation shows for 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000

/** Copy buttons on code blocks: copies the block's text; a clipboard failure is only logged (SPEC §8). */
export function setupCopyButtons(root: ParentNode = document): void {
  root.addEventListener('click', event => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('[data-copy]')
    if (!button) return
    const code = button.closest('.gs-code')?.querySelector('pre code') ?? button.parentElement?.querySelector('pre code')
    if (!code) return
    navigator.clipboard.writeText(code.textContent ?? '').then(
      () => {
        button.dataset.copied = 'true'
        button.setAttribute('aria-label', 'Copied')
        window.clearTimeout(Number(button.dataset.copyTimer))
        button.dataset.copyTimer = String(
          window.setTimeout(() => {
            delete button.dataset.copied
            button.setAttribute('aria-label', 'Copy code')
          }, COPY_CONFIRMATION_MS)
        )
      },
      error => console.error('Failed to copy code', error)
    )
  })
}
