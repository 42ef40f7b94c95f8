// Stand-ins for Next's data functions, owned by the compile stage (issue 22 item 4: getStaticProps,
// useData, compileMdx, MDXRemote). These keep every import resolving until then.
import { createContext, type ReactElement, type ReactNode } from 'react'

export const DataContext = createContext<Record<string, unknown>>({})
export const SSGContext = DataContext

/** `useData()`: the page's `getStaticProps` data (`props.ssg`); empty until the compile stage provides it. */
export function useData(): Record<string, unknown> {
  return {}
}
export const useSSG = useData

function Pending({ name, children }: { name: string; children?: ReactNode }): ReactElement {
  return (
    <div className="gs-missing" role="note" data-missing-component={name}>
      <strong>{name}: content compiled at build time is not available</strong>
      {children}
    </div>
  )
}

export const RemoteContent = (props: { children?: ReactNode }): ReactElement => <Pending name="RemoteContent" {...props} />
export const MDXRemote = (props: { children?: ReactNode }): ReactElement => <Pending name="MDXRemote" {...props} />
export const Playground = (props: { children?: ReactNode }): ReactElement => <Pending name="Playground" {...props} />

export async function compileMdx(source: string): Promise<string> {
  return source
}
export function evaluate(): { default: () => null } {
  return { default: () => null }
}
