// The reader's first-party id that script sampling draws from (core/scripts/sampling.ts).
// It lives in localStorage under `neutron.reader` and is created the first time a sampled
// script's consent category is granted, so a reader who consents to nothing sampled never
// gets one. Without storage (blocked, private mode) it lasts the page.

export const READER_ID_KEY = 'neutron.reader';
const READER_ID_PATTERN = /^[0-9a-f]{32}$/;

function newReaderId(win: Window): string {
  const bytes = win.crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function storageOf(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}

/** Answers the reader's id, keeping a new one when the reader has none yet. */
export function createReaderId(win: Window = window): () => string {
  let kept: string | undefined;
  return () => {
    if (kept) return kept;
    const storage = storageOf(win);
    let stored: string | null = null;
    try {
      stored = storage?.getItem(READER_ID_KEY) ?? null;
    } catch {
      // Unreadable storage: a new id for this page.
    }
    if (stored && READER_ID_PATTERN.test(stored)) return (kept = stored);
    kept = newReaderId(win);
    try {
      storage?.setItem(READER_ID_KEY, kept);
    } catch {
      // Storage refused: the id lasts this page.
    }
    return kept;
  };
}
