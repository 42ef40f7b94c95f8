/**
 * Code Hike's layouts (`templates/components/code-hike.tsx`), loaded only on pages that have one:
 * - `CH.Scrollycoding` (`[data-ch="scroll"]`): the step crossing the middle of the window, as the
 *   reader scrolls, is selected (Code Hike's trigger line at 50 %), and a click selects one too;
 * - `CH.Spotlight` (`[data-ch="click"]`): a click (or Enter/Space) on a step selects it;
 * a selected step shows its editor in the sticky column (`[data-ch-step-code]`);
 * - `CH.Section` (`[data-ch="section"]`): pointing at (or focusing) a `focus://` link focuses its lines in
 *   the section's code, on the tab of its file; leaving it gives the code its own focus back.
 * Without JavaScript the server's first (or `start`) step stays shown. The module sets the page up when
 * main.ts imports it (an import and nothing more there: the budget of every page's first script).
 */
export function setupCodeHike(): void {
  for (const layout of document.querySelectorAll<HTMLElement>('[data-ch="scroll"],[data-ch="click"]'))
    setupLayout(layout)
  for (const section of document.querySelectorAll<HTMLElement>('[data-ch="section"]')) setupSection(section)
}

function stepsOf(layout: HTMLElement): HTMLElement[] {
  return [...layout.querySelectorAll<HTMLElement>('[data-ch-step]')].filter(
    step => step.closest('[data-ch]') === layout
  )
}

function select(layout: HTMLElement, index: number): void {
  for (const step of stepsOf(layout)) {
    const selected = Number(step.dataset.chStep) === index
    if (selected) step.dataset.selected = 'true'
    else delete step.dataset.selected
    if (step.hasAttribute('aria-pressed')) step.setAttribute('aria-pressed', String(selected))
  }
  for (const code of layout.querySelectorAll<HTMLElement>('[data-ch-step-code]'))
    if (code.closest('[data-ch]') === layout) code.hidden = Number(code.dataset.chStepCode) !== index
}

function setupLayout(layout: HTMLElement): void {
  const steps = stepsOf(layout)
  const choose = (event: Event) => {
    const step = (event.target as Element).closest<HTMLElement>('[data-ch-step]')
    // (A link or a tab inside the step keeps its own click.)
    if (!step || (event.target as Element).closest('a,button,[role="tab"]')) return
    select(layout, Number(step.dataset.chStep))
  }
  layout.addEventListener('click', choose)
  layout.addEventListener('keydown', event => {
    if ((event.key === 'Enter' || event.key === ' ') && (event.target as Element).matches('[data-ch-step]')) {
      event.preventDefault()
      choose(event)
    }
  })
  if (layout.dataset.ch !== 'scroll') return
  // A line across the middle of the window: the step it crosses is the reader's. (Under 768 px every
  // step shows its own code below it, as Code Hike's static layout: nothing to select.)
  const narrow = matchMedia('not screen, (max-width: 768px)')
  const observer = new IntersectionObserver(
    entries => {
      if (narrow.matches) return
      for (const entry of entries)
        if (entry.isIntersecting) select(layout, Number((entry.target as HTMLElement).dataset.chStep))
    },
    { rootMargin: '-50% 0px -50% 0px', threshold: 0 }
  )
  for (const step of steps) observer.observe(step)
}

/** The lines of a Code Hike range list (`2,4:6`, 1-based; columns `1[3:5]` count as their line). */
function linesOf(focus: string): Set<number> {
  const lines = new Set<number>()
  for (const match of focus.matchAll(/(\d+)(?::(\d+))?/g)) {
    const start = Number(match[1])
    const end = match[2] === undefined ? start : Number(match[2])
    for (let line = start; line <= Math.min(end, start + 10_000); line++) lines.add(line)
  }
  return lines
}

function setupSection(section: HTMLElement): void {
  const codeLines = (file: string | undefined): HTMLElement[] => {
    const groups = [...section.querySelectorAll<HTMLElement>('.ch-codegroup, .ch-codeblock')]
    for (const group of groups) {
      const tabs = [...group.querySelectorAll<HTMLElement>('[role="tab"]')]
      const index = file ? tabs.findIndex(tab => tab.textContent === file) : -1
      if (file && index === -1) continue
      if (index !== -1) tabs[index]!.click()
      const panel = index !== -1 ? group.querySelectorAll('[role="tabpanel"]')[index] : group
      return [...(panel?.querySelectorAll<HTMLElement>('.line') ?? [])]
    }
    return []
  }
  let shown: { lines: HTMLElement[]; unfocused: boolean[] } | undefined
  const reset = () => {
    shown?.lines.forEach((line, index) => line.toggleAttribute('data-unfocused', shown!.unfocused[index]!))
    shown = undefined
    for (const link of section.querySelectorAll('.ch-section-link[data-active]')) link.removeAttribute('data-active')
  }
  const activate = (event: Event) => {
    const link = (event.target as Element).closest<HTMLElement>('.ch-section-link[data-ch-focus]')
    if (!link) return
    reset()
    const lines = codeLines(link.dataset.chFile)
    const focus = linesOf(link.dataset.chFocus ?? '')
    shown = { lines, unfocused: lines.map(line => line.hasAttribute('data-unfocused')) }
    lines.forEach((line, index) => line.toggleAttribute('data-unfocused', !focus.has(index + 1)))
    link.dataset.active = 'true'
  }
  section.addEventListener('mouseover', activate)
  section.addEventListener('focusin', activate)
  section.addEventListener('mouseout', event => {
    if ((event.target as Element).closest('.ch-section-link')) reset()
  })
  section.addEventListener('focusout', reset)
}

setupCodeHike()
