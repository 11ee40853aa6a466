// The tracking plugin's browser API for other plugins (sign-in, forms, …), in the initial
// bundle and tiny: `track(request)` from this module, or the window event TRACK_EVENT
// for code that does not import it. Requests made before the tracker's code has loaded
// wait for it (at most MAX_WAITING); without the plugin set up on the page, the spec's
// message is logged and nothing is sent.
import { TRACKING_UNAVAILABLE } from '../constants.ts';

/** window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: request })) */
export const TRACK_EVENT = 'neutron:track';
const MAX_WAITING = 50;

interface Identity {
  /** The signed-in reader's customer id (the user's sub). */
  customerId?: string;
  /** The reader's address; only its SHA-256 leaves the browser. */
  email?: string;
  /** Ties related events together (a form's view and its submission); the view id by default. */
  correlationId?: string;
}

/** What other plugins fire (spec 001 §3 tracking events). */
export type TrackRequest =
  | (Identity & { event: 'account-created' | 'login' | 'logout' | 'identify'; strategy?: string })
  | (Identity & { event: 'form-viewed' | 'form-submitted'; formId: string; formName?: string; formType?: string })
  | (Identity & {
      event: 'video-state';
      videoId: string;
      playState: string;
      playerState: number;
      state: 's1' | 's2' | 's3' | 's4';
      autoplayType: 'unkn' | 'man' | 'auto' | 'cont';
      contentType: 'ad' | 'ct';
    });

type Sink = (request: TrackRequest) => void;

let sink: Sink | undefined;
/** Set once the plugin's setup ran, until the tracker takes over. */
let waiting: TrackRequest[] | undefined;

/** Fires a tracking event (sent once consent allows). */
export function track(request: TrackRequest): void {
  if (sink) return sink(request);
  if (!waiting) {
    console.warn(TRACKING_UNAVAILABLE);
    return;
  }
  if (waiting.length >= MAX_WAITING) waiting.shift();
  waiting.push(request);
}

/** The plugin's setup: from now on requests wait for the tracker. */
export function expectTracker(): void {
  waiting ??= [];
}

/** The tracker is ready: it takes the waiting requests and every later one. */
export function connectTracker(next: Sink): void {
  sink = next;
  const queued = waiting ?? [];
  waiting = [];
  for (const request of queued) next(request);
}

/** Back to the state before setup (tests). */
export function resetTrackApi(): void {
  sink = undefined;
  waiting = undefined;
}
