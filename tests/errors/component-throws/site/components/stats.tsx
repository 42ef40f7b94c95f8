export function Stats({ data }: { data?: { count: number } }) {
  return <p>{data!.count} downloads</p>
}
