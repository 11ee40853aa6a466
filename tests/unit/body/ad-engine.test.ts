import { describe, expect, it } from 'vitest';
import { adSuppression, placeAdSlots, slotId } from '../../../core/body/ad-engine.ts';
import type { AdSlotDefinition } from '../../../core/config/body-config.ts';
import { parseBody } from '../../../core/body/parse-body.ts';
import type { BodyNode } from '../../../core/body/types.ts';
import { recordingLog, renderBody } from './helpers.ts';

const nodes = (html: string): BodyNode[] => parseBody(html, { maxLength: 1_000_000, log: recordingLog() });
/** Ten paragraphs of 100 characters each. */
const tenParagraphs = Array.from({ length: 10 }, (_, index) => `<p>${String(index + 1).padEnd(100, '.')}</p>`).join('');

/** The body as a compact layout string: P = paragraph, [id] = slot, other blocks by tag/type. */
function layout(list: BodyNode[]): string {
  return list
    .map((node) => {
      if (node.kind === 'ad-slot') return `[${node.id}]`;
      if (node.kind === 'shortcode') return `{${node.type}}`;
      if (node.kind === 'element') return node.tag === 'p' ? 'P' : node.tag.toUpperCase();
      return 'T';
    })
    .join(' ');
}

const slot = (definition: Partial<AdSlotDefinition> & Pick<AdSlotDefinition, 'mode' | 'value'>): AdSlotDefinition =>
  ({ name: 'mpu', size: 'mpu', limit: -1, ...definition }) as AdSlotDefinition;

describe('placeAdSlots golden layouts', () => {
  it('percentage: at value% and every value% after', () => {
    const result = placeAdSlots(nodes(tenParagraphs), [slot({ mode: 'percentage', value: 30 })], {});
    expect(layout(result.nodes)).toBe('P P P [mpu] P P P [mpu-2] P P P [mpu-3] P');
  });

  it('index: after the n-th paragraph, once', () => {
    const result = placeAdSlots(nodes(tenParagraphs), [slot({ mode: 'index', value: 4 })], {});
    expect(layout(result.nodes)).toBe('P P P P [mpu] P P P P P P');
  });

  it('interval: after every n-th paragraph, never after the last', () => {
    const result = placeAdSlots(nodes(tenParagraphs), [slot({ mode: 'interval', value: 5 })], {});
    expect(layout(result.nodes)).toBe('P P P P P [mpu] P P P P P');
  });

  it('characters: every n estimated characters, counting embed estimates', () => {
    const html = `<p>${'a'.repeat(100)}</p><shortcode type="gallery" url="/g/"></shortcode><p>${'b'.repeat(100)}</p><p>${'c'.repeat(600)}</p><p>${'d'.repeat(100)}</p><p>end</p>`;
    // Cumulative: 100, 700 (gallery 600), 800, 1400, 1500, 1503.
    const result = placeAdSlots(nodes(html), [slot({ mode: 'characters', value: 700 })], {});
    expect(layout(result.nodes)).toBe('P {gallery} [mpu] P P [mpu-2] P P');
    expect(result.placed.map((placed) => placed.position)).toEqual([1, 3]);
  });

  it('text: after blocks containing the match, case-insensitive', () => {
    const html = '<p>one</p><p>The SPECS are here</p><p>three</p><p>more specs</p><p>five</p>';
    const result = placeAdSlots(nodes(html), [slot({ mode: 'text', value: 'specs' })], {});
    expect(layout(result.nodes)).toBe('P P [mpu] P P [mpu-2] P');
  });

  it('respects the per-slot limit', () => {
    const result = placeAdSlots(nodes(tenParagraphs), [slot({ mode: 'interval', value: 2, limit: 2 })], {});
    expect(layout(result.nodes)).toBe('P P [mpu] P P [mpu-2] P P P P P P');
    expect(result.positions.some((position) => position.reasons.includes('mpu: limit 2 reached'))).toBe(true);
  });

  it('-1 is unlimited', () => {
    const result = placeAdSlots(nodes(tenParagraphs), [slot({ mode: 'interval', value: 1, limit: -1 })], {});
    expect(result.placed).toHaveLength(9);
  });
});

describe('placement rules', () => {
  it('never places two slots without a paragraph between them', () => {
    const result = placeAdSlots(
      nodes(tenParagraphs),
      [slot({ mode: 'index', value: 3 }), slot({ name: 'leaderboard', size: 'leaderboard', mode: 'index', value: 3 })],
      {},
    );
    expect(layout(result.nodes)).toBe('P P P [mpu] P [leaderboard] P P P P P P');
    expect(result.positions[2]?.reasons).toContain('leaderboard: wanted (index: after paragraph 3) but adjacent to mpu');
  });

  it('treats a shortcode between two slots as not separating them', () => {
    const html = '<p>a</p><p>b</p><shortcode type="image" src="/i.jpg"></shortcode><p>c</p><p>d</p>';
    const result = placeAdSlots(nodes(html), [slot({ mode: 'index', value: 2 }), slot({ name: 'x', mode: 'characters', value: 5 })], {});
    expect(layout(result.nodes)).not.toMatch(/\[mpu\] \{image\} \[x/);
  });

  it('never places before the first paragraph, after the last, or right after a heading', () => {
    const html = '<h2>Title</h2><shortcode type="image" src="/i.jpg"></shortcode><p>first</p><h2>Next</h2><p>second</p><ul><li>list</li></ul>';
    const result = placeAdSlots(nodes(html), [slot({ mode: 'interval', value: 1 })], {});
    expect(layout(result.nodes)).toBe('H2 {image} P [mpu] H2 P UL');
    expect(result.positions[0]?.reasons).toContain('not allowed: before the first paragraph');
    expect(result.positions[4]?.reasons).toContain('not allowed: after the last paragraph');
    expect(result.positions[3]?.reasons).toContain('not allowed: directly after a heading');
  });

  it('never places inside a list or a table', () => {
    const html = `<p>a</p><ul>${'<li>item text here</li>'.repeat(30)}</ul><table><tr><td>${'x'.repeat(900)}</td></tr></table><p>b</p><p>c</p>`;
    const result = placeAdSlots(nodes(html), [slot({ mode: 'characters', value: 100 })], {});
    const inside = (list: BodyNode[]): boolean =>
      list.some((node) => (node.kind === 'element' ? node.children.some((child) => child.kind === 'ad-slot') || inside(node.children) : false));
    expect(inside(result.nodes)).toBe(false);
    expect(layout(result.nodes)).toBe('P UL [mpu] TABLE P [mpu-2] P');
  });

  it('suppresses every slot for suppressAds and sponsored content', () => {
    for (const content of [{ suppressAds: true }, { isSponsored: true }, { section: 'commercial' }]) {
      const result = placeAdSlots(nodes(tenParagraphs), [slot({ mode: 'interval', value: 1 })], content);
      expect(result.placed).toEqual([]);
      expect(result.suppressed).toBe(adSuppression(content));
      expect(layout(result.nodes)).not.toContain('[');
    }
  });

  it('numbers instances after slots already in the body and reserves heights', () => {
    const existing: BodyNode = { kind: 'ad-slot', slot: 'mpu', instance: 1, id: 'mpu', minHeight: 250 };
    const list = nodes(tenParagraphs);
    list.splice(2, 0, existing);
    const result = placeAdSlots(list, [slot({ mode: 'index', value: 6 }), slot({ name: 'billboard', size: 'billboard', mode: 'index', value: 8 })], {});
    expect(result.placed.map(({ id, instance, minHeight }) => ({ id, instance, minHeight }))).toEqual([
      { id: 'mpu-2', instance: 2, minHeight: 250 },
      { id: 'billboard', instance: 1, minHeight: 90 },
    ]);
    expect(slotId('mobile', 3)).toBe('mobile-3');
  });

  it('is deterministic', () => {
    const definitions = [slot({ mode: 'percentage', value: 25 }), slot({ name: 'mobile', size: 'mobile', mode: 'interval', value: 3 })];
    expect(placeAdSlots(nodes(tenParagraphs), definitions, {})).toEqual(placeAdSlots(nodes(tenParagraphs), definitions, {}));
  });
});

describe('ad slots in the rendered body', () => {
  it('renders a slot with id, instance and reserved min-height', () => {
    const result = renderBody(tenParagraphs, { body: { adSlots: [{ name: 'mobile', size: 'mobile', mode: 'interval', value: 3, limit: -1, devices: ['mobile'] }] } });
    expect(result.html).toContain(
      '<div class="ad-slot ad-slot--mobile" id="mobile-2" data-ad-slot="mobile" data-ad-instance="2" data-ad-size="mobile" data-ad-devices="mobile" style="min-height:250px"></div>',
    );
    expect(result.adSlots.map((placed) => placed.reason)).toEqual(['interval: after paragraph 3', 'interval: after paragraph 6', 'interval: after paragraph 9']);
    expect(result.adPositions).toHaveLength(9);
  });

  it('lets a plugin add slot definitions by tapping injectAds earlier', async () => {
    const { STAGE_EARLY } = await import('../../../core/hooks.ts');
    const { createBrandHooks } = await import('../../../core/project.ts');
    const hooks = createBrandHooks({ placeAdSlots: true });
    hooks.injectAds.tap({ name: 'ads', stage: STAGE_EARLY }, (list, ctx) => {
      ctx.adSlots.push(slot({ name: 'plugin-slot', mode: 'index', value: 2 }));
      return list;
    });
    const result = renderBody(tenParagraphs, { hooks });
    expect(result.adSlots.map((placed) => placed.id)).toEqual(['plugin-slot']);
  });

  it('places nothing on a brand where no plugin fills ad slots', async () => {
    const { createBrandHooks } = await import('../../../core/project.ts');
    const result = renderBody(tenParagraphs, { body: { adSlots: [slot({ mode: 'interval', value: 2 })] }, hooks: createBrandHooks() });
    expect(result.adSlots).toEqual([]);
    expect(result.adPositions).toEqual([]);
    expect(result.html).not.toContain('ad-slot');
  });

  it('reports suppression for the debug view', () => {
    const result = renderBody(tenParagraphs, { body: { adSlots: [slot({ mode: 'interval', value: 1 })] }, content: { suppressAds: true } });
    expect(result.adSlots).toEqual([]);
    expect(result.adsSuppressed).toBe('content has suppressAds');
  });
});
