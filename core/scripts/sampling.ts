// Sampled scripts: a declaration with `sampling: N` loads for N percent of readers (the ads
// plugin's survey service, spec 001 §9 "survey sampling 100 percent", uses it). The draw
// hashes the reader's first-party id with the script's id, so a reader is in or out on
// every page and visit, and two sampled scripts draw independently of each other.

/** Loads for everyone: the same as declaring no sampling. */
export const SAMPLING_ALL = 100;
export const SAMPLING_BUCKETS = 100;

/** FNV-1a, 32 bits: small, fast and spreads short ids evenly enough for percentages. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The reader's bucket (0–99) for one script. */
export function samplingBucket(readerId: string, scriptId: string): number {
  return fnv1a(`${scriptId}:${readerId}`) % SAMPLING_BUCKETS;
}

/** Whether the script loads for this reader. 100 (or more) is everyone and 0 (or less) no
 *  one, without reading the reader's id; between, the reader's bucket decides. */
export function isSampledIn(scriptId: string, percent: number, readerId: () => string): boolean {
  if (percent >= SAMPLING_ALL) return true;
  if (percent <= 0) return false;
  return samplingBucket(readerId(), scriptId) < percent;
}
