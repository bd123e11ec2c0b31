/** One panel's series as an SVG line chart: enough to look at a dashboard where Grafana is not at hand. */
export interface Series {
  name: string;
  points: Array<[number, number]>;
}

const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#7f7f7f', '#bcbd22'];
const W = 560;
const H = 220;
const PAD = { left: 56, right: 10, top: 10, bottom: 24 };

const htmlText = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function tickLabel(value: number, unit: string): string {
  if (unit === 'percentunit') return `${(value * 100).toFixed(value < 0.1 ? 1 : 0)} %`;
  if (unit === 'bytes') return `${(value / 1024 / 1024).toFixed(0)} MB`;
  if (unit === 's') return value < 1 ? `${(value * 1000).toFixed(value < 0.01 ? 1 : 0)} ms` : `${value.toFixed(1)} s`;
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toPrecision(2);
}

export function lineChart(series: Series[], unit: string, step: number): string {
  const all = series.flatMap((s) => s.points);
  if (!all.length) return `<svg width="${W}" height="${H}" role="img"><text x="${W / 2}" y="${H / 2}" text-anchor="middle" fill="#b00">no data</text></svg>`;
  const [x0, x1] = [Math.min(...all.map((p) => p[0])), Math.max(...all.map((p) => p[0]))];
  const yMax = Math.max(...all.map((p) => p[1])) || 1;
  const x = (t: number) => PAD.left + ((t - x0) / (x1 - x0 || 1)) * (W - PAD.left - PAD.right);
  const y = (v: number) => H - PAD.bottom - (v / yMax) * (H - PAD.top - PAD.bottom);
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (f) =>
        `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(f * yMax)}" y2="${y(f * yMax)}" stroke="#ddd"/><text x="${PAD.left - 4}" y="${y(f * yMax) + 4}" text-anchor="end" font-size="10">${tickLabel(f * yMax, unit)}</text>`,
    )
    .join('');
  const minutes = (x1 - x0) / 60;
  const anchors = ['start', 'middle', 'end'];
  const times = [0, 0.5, 1]
    .map(
      (f, i) => `<text x="${x(x0 + f * (x1 - x0))}" y="${H - 6}" text-anchor="${anchors[i]}" font-size="10">${f === 1 ? 'now' : `-${(minutes * (1 - f)).toFixed(1)} min`}</text>`,
    )
    .join('');
  // A series absent between two samples (no waiting message at that scrape) is a gap, not a line.
  const runs = (points: Array<[number, number]>) =>
    points.reduce<Array<Array<[number, number]>>>((all, point, i) => {
      if (i === 0 || point[0] - points[i - 1]![0] > 1.5 * step) all.push([]);
      all.at(-1)!.push(point);
      return all;
    }, []);
  const lines = series
    .flatMap((s, i) =>
      runs(s.points).map((run) =>
        run.length === 1
          ? `<circle r="1.5" fill="${COLOURS[i % COLOURS.length]}" cx="${x(run[0]![0]).toFixed(1)}" cy="${y(run[0]![1]).toFixed(1)}"/>`
          : `<polyline fill="none" stroke="${COLOURS[i % COLOURS.length]}" stroke-width="1.5" points="${run.map(([t, v]) => `${x(t).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}"/>`,
      ),
    )
    .join('');
  return `<svg width="${W}" height="${H}" role="img">${grid}${times}${lines}</svg>`;
}

export function legend(series: Series[]): string {
  return series.map((s, i) => `<span class="key"><i style="background:${COLOURS[i % COLOURS.length]}"></i>${htmlText(s.name)}</span>`).join('');
}

export const page = (title: string, panels: string[]) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${htmlText(title)}</title><style>
body{font:13px system-ui,sans-serif;margin:16px;background:#f4f5f7}h1{font-size:18px}
.grid{display:grid;grid-template-columns:repeat(2,590px);gap:12px}.panel{background:#fff;border:1px solid #ccc;border-radius:4px;padding:8px}
.panel h2{font-size:13px;margin:0 0 4px}.key{margin-right:10px;font-size:11px;white-space:nowrap}.key i{display:inline-block;width:10px;height:3px;margin-right:4px;vertical-align:middle}
</style></head><body><h1>${htmlText(title)}</h1><div class="grid">${panels.join('')}</div></body></html>`;

export const panelHtml = (title: string, chart: string, keys: string) => `<section class="panel"><h2>${htmlText(title)}</h2>${chart}<div>${keys}</div></section>`;
