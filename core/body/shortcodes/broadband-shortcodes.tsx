// Broadband shortcodes: the infographic and the speed chart, rendered as static,
// accessible markup (a definition list and a table).
import { field, list, numberFrom, record, type ShortcodeRenderer, skip, text } from './shortcode-data.ts';

const broadbandInfographic: ShortcodeRenderer = (node, ctx) => {
  const stats = list(record(node.data).stats)
    .map(record)
    .map((stat) => ({ label: text(stat.label, 200), value: text(stat.value, 200) }))
    .filter((stat): stat is { label: string; value: string } => stat.label !== undefined && stat.value !== undefined);
  if (stats.length === 0) return skip(node, ctx, 'needs JSON stats of {label, value}');
  return (
    <figure className="broadband-infographic">
      <figcaption>{field(node, 'title') ?? 'Broadband at a glance'}</figcaption>
      <dl>{stats.map((stat, index) => [<dt key={`t${index}`}>{stat.label}</dt>, <dd key={`d${index}`}>{stat.value}</dd>])}</dl>
    </figure>
  );
};

const broadbandSpeedChart: ShortcodeRenderer = (node, ctx) => {
  const providers = list(record(node.data).providers)
    .map(record)
    .map((row) => ({ name: text(row.name, 200), download: numberFrom(row.download), upload: numberFrom(row.upload) }))
    .filter((row) => row.name !== undefined && row.download !== undefined);
  if (providers.length === 0) return skip(node, ctx, 'needs JSON providers with name and download');
  const mbps = (value: number | undefined) => (value === undefined ? '—' : `${value} Mbps`);
  return (
    <figure className="broadband-speed-chart">
      <figcaption>{field(node, 'title') ?? 'Internet speeds'}</figcaption>
      <table>
        <thead>
          <tr>
            <th scope="col">Provider</th>
            <th scope="col">Download</th>
            <th scope="col">Upload</th>
          </tr>
        </thead>
        <tbody>
          {providers.map((row, index) => (
            <tr key={index}>
              <th scope="row">{row.name}</th>
              <td>{mbps(row.download)}</td>
              <td>{mbps(row.upload)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};

export const broadbandShortcodes: Record<string, ShortcodeRenderer> = {
  'broadband-infographic': broadbandInfographic,
  'broadband-speed-chart': broadbandSpeedChart,
};
