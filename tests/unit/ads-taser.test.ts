// The taser verdict (spec 001 §9 "taser score threshold 150"), the score a taser script's
// event carries, and the embedded taser script's answer.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { AD_CONSTANTS, TASER_SCORE_EVENT } from '../../plugins/ads/constants.ts';
import { taserScript } from '../../plugins/ads/server/taser-script.ts';
import { readTaserScore, taserVerdict } from '../../plugins/ads/taser.ts';

describe('the taser verdict', () => {
  it('suppresses ads from the threshold (150) up, and keeps them below it', () => {
    expect(AD_CONSTANTS.taserScoreThreshold).toBe(150);
    expect(taserVerdict(180, 150)).toEqual({ suppressed: true, decision: 'suppressed: taser score 180 ≥ 150' });
    expect(taserVerdict(150, 150)).toEqual({ suppressed: true, decision: 'suppressed: taser score 150 ≥ 150' });
    expect(taserVerdict(149, 150)).toEqual({ suppressed: false, decision: 'taser score 149 < 150' });
    expect(taserVerdict(0, 150).suppressed).toBe(false);
  });

  it("follows the brand's threshold", () => {
    expect(taserVerdict(180, 200).suppressed).toBe(false);
    expect(taserVerdict(60, 50)).toEqual({ suppressed: true, decision: 'suppressed: taser score 60 ≥ 50' });
  });

  it('reads a finite score of at least 0 from the event detail, nothing else', () => {
    expect(readTaserScore({ score: 180 })).toBe(180);
    expect(readTaserScore({ score: 0 })).toBe(0);
    for (const detail of [undefined, null, 180, { score: '180' }, { score: -1 }, { score: Number.NaN }, { score: Number.POSITIVE_INFINITY }, {}]) {
      expect(readTaserScore(detail), JSON.stringify(detail)).toBeUndefined();
    }
  });
});

describe('the embedded taser script', () => {
  /** Runs the script as a page at `search` would, answering the scores it dispatched. */
  function run(script: string, search: string): unknown[] {
    const dispatched: unknown[] = [];
    const window = { dispatchEvent: (event: CustomEvent) => dispatched.push({ type: event.type, detail: event.detail }) };
    runInNewContext(script, { window, location: { search }, URLSearchParams, CustomEvent });
    return dispatched;
  }

  it('reports ?taserScore=N outside production, and 0 without it', () => {
    expect(run(taserScript(true), '?taserScore=180')).toEqual([{ type: TASER_SCORE_EVENT, detail: { score: 180 } }]);
    expect(run(taserScript(true), '?taserScore=abc')).toEqual([{ type: TASER_SCORE_EVENT, detail: { score: 0 } }]);
    expect(run(taserScript(true), '')).toEqual([{ type: TASER_SCORE_EVENT, detail: { score: 0 } }]);
  });

  it('ignores the query in production', () => {
    expect(run(taserScript(false), '?taserScore=180')).toEqual([{ type: TASER_SCORE_EVENT, detail: { score: 0 } }]);
  });
});
