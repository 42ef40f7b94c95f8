/** SPEC §9: the copy confirmation shows for 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000

const COPY_ICON =
  '<svg class="gs-copy-icon" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><rect x="9" y="9" width="13" height="13" rx="2" ry="2"/><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1"/></svg>' +
  '<svg class="gs-check-icon" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M20 6 9 17l-5-5"/></svg>'

/**
 * Blocks that ask for a button without rendering one (`pre.gs-code[data-copy]` of PackageCmd)
 * get the same button as highlighted fences. It is absolutely positioned in a wrapper that adds
 * no box of its own, so nothing moves when it appears.
 */
function addMissingButtons(root: ParentNode): void {
  for (const pre of root.querySelectorAll<HTMLElement>('pre[data-copy]')) {
    if (pre.parentElement?.classList.contains('gs-copy-host')) continue
    const host = document.createElement('div')
    host.className = 'gs-copy-host'
    pre.replaceWith(host)
    host.append(pre, copyButton())
  }
}

function copyButton(): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'gs-copy'
  button.dataset.copy = ''
  const label = document.documentElement.dataset.copyLabel ?? 'Copy code'
  button.title = label
  button.setAttribute('aria-label', label)
  button.innerHTML = COPY_ICON
  return button
}

function confirm(button: HTMLButtonElement): void {
  button.dataset.copied = 'true'
  button.setAttribute('aria-label', document.documentElement.dataset.copiedLabel ?? 'Copied')
  window.clearTimeout(Number(button.dataset.copyTimer))
  button.dataset.copyTimer = String(
    window.setTimeout(() => {
      delete button.dataset.copied
      delete button.dataset.copyTimer
      button.setAttribute('aria-label', button.title || 'Copy code')
    }, COPY_CONFIRMATION_MS)
  )
}

/**
 * Copy buttons on code blocks: copy the block's code text and show the check mark for 2 s.
 * A clipboard failure (no permission, insecure origin) is only logged (SPEC §8).
 */
export function setupCopyButtons(root: ParentNode = document): void {
  addMissingButtons(root)
  root.addEventListener('click', event => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-copy]')
    if (!button) return
    const block = button.closest('.gs-code, .gs-copy-host') ?? button.parentElement
    const code = block?.querySelector('pre code') ?? block?.querySelector('pre')
    if (!code) return
    const text = (code.textContent ?? '').replace(/\n$/, '')
    const clipboard = navigator.clipboard as Clipboard | undefined
    if (!clipboard) return console.error('Failed to copy code: the clipboard is not available')
    clipboard.writeText(text).then(
      () => confirm(button),
      error => console.error('Failed to copy code', error)
    )
  })
}
