// An example plugin that adds one shortcode type, `spec-sheet`:
//
//   <shortcode type="spec-sheet" title="Pixel 9">
//     <script type="application/json">{"specs":[{"name":"Display","value":"6.3 in"}]}</script>
//     Pixel 9 specs
//   </shortcode>
//
// renders a titled definition list. Read README.md beside this file for the walkthrough.
import { createElement } from 'react';
import { definePlugin, type ShortcodeNode, STAGE_DEFAULT } from '../../core/index.ts';
import { SpecSheetOptions } from './options.ts';
import { SpecSheet } from './SpecSheet.tsx';

export const SPEC_SHEET_TYPE = 'spec-sheet';

/** The `{name, value}` rows of the shortcode's JSON; anything else is ignored. */
export function specRows(node: ShortcodeNode): { name: string; value: string }[] {
  const data = node.data as { specs?: unknown } | undefined;
  if (!Array.isArray(data?.specs)) return [];
  return data.specs.flatMap((row: unknown) => {
    const { name, value } = (row ?? {}) as { name?: unknown; value?: unknown };
    return typeof name === 'string' && (typeof value === 'string' || typeof value === 'number')
      ? [{ name: name.slice(0, 100), value: String(value).slice(0, 200) }]
      : [];
  });
}

export default definePlugin({
  name: 'example-shortcode',
  options: SpecSheetOptions,
  apply(hooks, options) {
    hooks.renderShortcode.for(SPEC_SHEET_TYPE).tap({ name: 'example-shortcode', stage: STAGE_DEFAULT }, (node, ctx) => {
      const rows = specRows(node);
      if (rows.length === 0) {
        ctx.log.warn({ shortcode: node.type, contentId: ctx.contentId }, 'spec-sheet shortcode without specs; skipped');
        // null answers "render nothing"; undefined would fall through to the fallback.
        return null;
      }
      return createElement(SpecSheet, { title: node.attrs.title ?? options.heading, rows: rows.slice(0, options.maxRows) });
    });
  },
});
