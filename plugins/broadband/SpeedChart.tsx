// The speed chart: average download and upload speeds as bars, with the figures in a
// table for every reader (spec 001 §9 reference data). Used by the plans page and the
// broadband speed chart shortcode.
import type { SpeedPoint } from './geo-types.ts';

interface Props {
  title: string;
  rows: SpeedPoint[];
  /** Labels of rows to highlight (the reader's city and state). */
  highlight?: readonly string[];
}

export function SpeedChart({ title, rows, highlight = [] }: Props) {
  const widest = Math.max(1, ...rows.map((row) => row.download));
  const width = (mbps: number) => `${Math.max(1, Math.round((mbps / widest) * 100))}%`;
  return (
    <figure className="broadband-chart">
      <figcaption>{title}</figcaption>
      <div className="table-scroll" role="region" aria-label={title} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Area</th>
              <th scope="col">Download</th>
              <th scope="col">Upload</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className={highlight.includes(row.label) ? 'broadband-chart__highlight' : undefined}>
                <th scope="row">{row.label}</th>
                <td>
                  <span className="broadband-chart__bar broadband-chart__bar--down" style={{ width: width(row.download) }} aria-hidden="true" />
                  {row.download} Mbps
                </td>
                <td>
                  <span className="broadband-chart__bar broadband-chart__bar--up" style={{ width: width(row.upload) }} aria-hidden="true" />
                  {row.upload} Mbps
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
