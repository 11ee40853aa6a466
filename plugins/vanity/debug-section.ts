// The debug toolbar's Vanity section: what the `vanity` step decided for the page.
import type { DebugSection, PageContext } from '../../core/index.ts';
import { vanityState } from './state.ts';

export function vanityDebugSection(ctx: PageContext): DebugSection {
  const decision = vanityState.get(ctx);
  if (!decision) return { title: 'Vanity', rows: [['decision', 'not looked up (the step did not run for this path)']] };
  const rows: [string, string][] = [
    ['decision', decision.action],
    ['looked up as', decision.key],
  ];
  if (decision.id !== undefined) rows.push(['vanity id', decision.id]);
  if (decision.urlType !== undefined) rows.push(['url type', decision.urlType]);
  if (decision.target !== undefined) rows.push(['target', decision.target]);
  if (decision.canonical !== undefined) rows.push(['canonical', decision.canonical]);
  if (decision.reason !== undefined) rows.push(['reason', decision.reason]);
  return { title: 'Vanity', rows };
}
