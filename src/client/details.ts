const DURATION_MS = 200
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** The animation in progress per element and whether it is opening. */
const running = new WeakMap<HTMLDetailsElement, { animation: Animation; opening: boolean }>()

/** Height of the element in the given state, measured without a paint of that state. */
function heightWhen(details: HTMLDetailsElement, open: boolean): number {
  const was = details.open
  details.open = open
  const height = details.getBoundingClientRect().height
  details.open = was
  return height
}

function animate(details: HTMLDetailsElement, open: boolean): void {
  // Starting from the height reached, so a second click mid-way reverses smoothly.
  const from = details.getBoundingClientRect().height
  running.get(details)?.animation.cancel()
  details.open = true
  const to = heightWhen(details, open)
  details.style.overflow = 'hidden'
  const animation = details.animate(
    { height: [`${from}px`, `${to}px`] },
    { duration: DURATION_MS, easing: 'cubic-bezier(0.4, 0, 0.2, 1)' }
  )
  running.set(details, { animation, opening: open })
  animation.onfinish = () => {
    running.delete(details)
    details.open = open
    details.style.overflow = ''
  }
}

/**
 * details/summary blocks (`details.gs-details`) open and close with a height animation; readers
 * who ask for reduced motion get the native instant toggle. Without JavaScript they work natively.
 */
export function setupDetails(): void {
  document.addEventListener('click', event => {
    const target = event.target as Element | null
    const summary = target?.closest?.('summary')
    const details = summary?.parentElement
    if (!(details instanceof HTMLDetailsElement) || !details.classList.contains('gs-details')) return
    if (summary !== details.querySelector(':scope > summary')) return
    // A link inside the summary navigates, as it does natively.
    if (target!.closest('a') || reducedMotion()) return
    event.preventDefault()
    const current = running.get(details)
    animate(details, current ? !current.opening : !details.open)
  })
}
