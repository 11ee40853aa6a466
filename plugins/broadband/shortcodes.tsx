// The broadband shortcodes of the body pipeline, from the reference data: the speed
// chart (the US, a state, a metro area, or the fastest metro areas) and the infographic
// (US averages and the extremes of the states and metro areas). A shortcode that carries
// its own JSON figures is left to the core's renderer.
import type { ReactNode } from 'react';
import type { ShortcodeNode } from '../../core/index.ts';
import type { SpeedPoint } from './geo-types.ts';
import type { ReferenceData } from './reference-data.ts';
import { SpeedChart } from './SpeedChart.tsx';

const DEFAULT_METROS = 5;
const MAX_METROS = 34;

function hasOwnFigures(node: ShortcodeNode, key: string): boolean {
  const data = node.data;
  return typeof data === 'object' && data !== null && Array.isArray((data as Record<string, unknown>)[key]);
}

const point = (label: string, figures: { download: number; upload: number }): SpeedPoint => ({ label, download: figures.download, upload: figures.upload });

/** Rows of a speed chart: `state="TX"`, `city="Austin"` (with its state), `metros="N"` fastest metro areas. */
export function speedChartRows(data: ReferenceData, attrs: Record<string, string>): { rows: SpeedPoint[]; highlight: string[] } {
  const state = attrs.state?.toUpperCase();
  const city = attrs.city?.toLowerCase();
  const highlight: string[] = [];
  const rows: SpeedPoint[] = [];
  const metro = city ? data.metros.find((entry) => entry.city.toLowerCase() === city && (!state || entry.state === state)) : undefined;
  if (metro) {
    rows.push(point(`${metro.city}, ${metro.state}`, metro));
    highlight.push(`${metro.city}, ${metro.state}`);
  }
  const stateCode = state ?? metro?.state;
  const stateFigures = stateCode ? data.states[stateCode] : undefined;
  if (stateCode && stateFigures) {
    rows.push(point(`${stateCode} average`, stateFigures));
    highlight.push(`${stateCode} average`);
  }
  rows.push(point('US average', data.us));
  const count = Math.min(MAX_METROS, Math.max(0, Number.parseInt(attrs.metros ?? '', 10) || (rows.length > 1 ? 0 : DEFAULT_METROS)));
  const fastest = [...data.metros].sort((a, b) => b.download - a.download).slice(0, count);
  for (const entry of fastest) if (entry !== metro) rows.push(point(`${entry.city}, ${entry.state}`, entry));
  return { rows, highlight };
}

export function renderSpeedChart(data: ReferenceData, node: ShortcodeNode): ReactNode {
  if (hasOwnFigures(node, 'providers')) return undefined;
  const { rows, highlight } = speedChartRows(data, node.attrs);
  return (
    <div className="broadband-speed-chart">
      <SpeedChart title={node.attrs.title ?? 'Average internet speeds'} rows={rows} highlight={highlight} />
      <p>
        <a href="/home/internet/plans/">Compare internet providers at your address</a>
      </p>
    </div>
  );
}

export function renderInfographic(data: ReferenceData, node: ShortcodeNode): ReactNode {
  if (hasOwnFigures(node, 'stats')) return undefined;
  const states = Object.entries(data.states).sort((a, b) => b[1].download - a[1].download);
  const metros = [...data.metros].sort((a, b) => b.download - a.download);
  const fastestState = states[0];
  const slowestState = states[states.length - 1];
  const fastestMetro = metros[0];
  const aboveUs = states.filter(([, figures]) => figures.download > data.us.download).length;
  const stats: [string, string][] = [
    ['US average download', `${data.us.download} Mbps`],
    ['US average upload', `${data.us.upload} Mbps`],
    ...(fastestState ? ([['Fastest state', `${fastestState[0]}, ${fastestState[1].download} Mbps`]] as [string, string][]) : []),
    ...(slowestState ? ([['Slowest state', `${slowestState[0]}, ${slowestState[1].download} Mbps`]] as [string, string][]) : []),
    ...(fastestMetro ? ([['Fastest metro area', `${fastestMetro.city}, ${fastestMetro.state}: ${fastestMetro.download} Mbps`]] as [string, string][]) : []),
    ['States above the US average', `${aboveUs} of ${states.length}`],
  ];
  return (
    <figure className="broadband-infographic">
      <figcaption>{node.attrs.title ?? 'Broadband at a glance'}</figcaption>
      <dl>{stats.map(([label, value]) => [<dt key={`t-${label}`}>{label}</dt>, <dd key={`d-${label}`}>{value}</dd>])}</dl>
    </figure>
  );
}
