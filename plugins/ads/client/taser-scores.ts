// Listens for the taser script's scores (TASER_SCORE_EVENT on window, `detail: { score }`)
// from the plugin's setup on, before the ad code itself has loaded: the taser script may
// run first, and its score must still reach the runtime.
import { TASER_SCORE_EVENT } from '../constants.ts';
import { readTaserScore } from '../taser.ts';

export interface TaserScores {
  /** Calls the listener with every score reported so far, then with each new one. */
  onScore(listener: (score: number) => void): void;
}

export function listenForTaserScores(win: Window = window): TaserScores {
  const received: number[] = [];
  const listeners: ((score: number) => void)[] = [];
  win.addEventListener(TASER_SCORE_EVENT, (event) => {
    const score = readTaserScore((event as CustomEvent<unknown>).detail);
    if (score === undefined) {
      console.warn(`[ads] ${TASER_SCORE_EVENT} without a score (detail: { score: number ≥ 0 })`);
      return;
    }
    received.push(score);
    for (const listener of listeners) listener(score);
  });
  return {
    onScore(listener) {
      listeners.push(listener);
      for (const score of received) listener(score);
    },
  };
}
