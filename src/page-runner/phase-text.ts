/** What the runner is doing for a job, for the message of a page that had to be stopped. */
export type RunnerPhase = 'load' | 'data' | 'render'

const DOING: Record<RunnerPhase, string> = {
  load: 'while its module loaded (top-level code of the page or of what it imports)',
  data: 'while its data functions ran (getStaticProps, getStaticPaths)',
  render: 'while it rendered'
}

/** What a page was doing in `phase`, for a message ("… while it rendered"). */
export const phaseText = (phase: RunnerPhase): string => DOING[phase]
