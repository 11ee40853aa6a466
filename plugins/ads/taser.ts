// The taser service's verdict (spec 001 §9 "taser score threshold 150"): the taser script
// scores the visit for invalid (non-human or fraudulent) traffic and reports the score
// with the TASER_SCORE_EVENT; a score at or above the brand's threshold stops ads for the
// page view. Isomorphic: the browser runtime and the tests use the same rule.

export interface TaserVerdict {
  suppressed: boolean;
  /** The slot decision (and jsDebug line) the verdict gives. */
  decision: string;
}

export function taserVerdict(score: number, threshold: number): TaserVerdict {
  return score >= threshold
    ? { suppressed: true, decision: `suppressed: taser score ${score} ≥ ${threshold}` }
    : { suppressed: false, decision: `taser score ${score} < ${threshold}` };
}

/** The score of an event's detail (`{ score }`, a finite number of at least 0), or undefined. */
export function readTaserScore(detail: unknown): number | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const score = (detail as { score?: unknown }).score;
  return typeof score === 'number' && Number.isFinite(score) && score >= 0 ? score : undefined;
}
