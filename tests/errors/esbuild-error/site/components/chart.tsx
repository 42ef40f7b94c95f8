export function Chart() {
  return <div className="chart">{</div>
}
