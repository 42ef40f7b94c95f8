/** What the runner is doing for a job, for the message of a page that had to be stopped. */
export type RunnerPhase = 'load' | 'data' | 'render' | 'head' | 'main'

const DOING: Record<RunnerPhase, string> = {
  load: 'while its module loaded (top-level code of the page or of what it imports)',
  data: 'while its data functions ran (getStaticProps, getStaticPaths)',
  render: 'while it rendered',
  head: "while the theme config's head function rendered for it",
  main: "while the theme config's main wrapper rendered for it"
}

/** What a page was doing in `phase`, for a message ("… while it rendered"). */
export const phaseText = (phase: RunnerPhase): string => DOING[phase]

/** The hint of a page whose rendering never ends or never stops growing. */
export const SELF_RENDERING_HINT =
  'A component that renders itself (directly or through another) never stops: look for one in the page and in the components it imports, and give the recursion an end.'
