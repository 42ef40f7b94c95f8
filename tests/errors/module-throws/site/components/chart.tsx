const settings = { kind: process.env.CHART_KIND }
if (!settings.kind) throw new Error('CHART_KIND is not set')

export function Chart() {
  return <div>{settings.kind}</div>
}
