// The debug toolbar's A/B tests section: the tests active on the page and the reader's buckets.
import type { DebugSection, PageContext } from '../../core/index.ts';
import { abTestState } from './state.ts';

export function abTestDebugSection(ctx: PageContext): DebugSection {
  const tests = abTestState.get(ctx)?.tests ?? [];
  return { title: 'A/B buckets', rows: tests.map((test) => [`${test.id} (version ${test.version})`, test.bucket] as const) };
}
