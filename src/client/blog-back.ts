/** nextra-theme-blog 4's "Back" button above a nested post (`GoBack`): the browser's previous page. */
export function setupBlogBack(): void {
  for (const button of document.querySelectorAll<HTMLElement>('button[data-history-back]'))
    button.addEventListener('click', () => history.back())
}
