// Content answers are frozen once validated, and values derived from a frozen answer (a
// rendered body, an image URL) are worked out once per answer: the answer cannot change
// under them. They go when the answer is collected (the content cache lets it go).
// Anything not frozen (an object a loader built) is worked out every time.

/** Freezes a value and everything it holds; what a caller gets can then be shared. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** `compute()`'s value for `answer` and `key`, kept with the answer when it is frozen
 *  (and frozen itself, since every later reader of the answer shares it). */
export type AnswerMemo = <T>(answer: object, key: string, compute: () => T) => T;

export function createAnswerMemo(): AnswerMemo {
  const derived = new WeakMap<object, Map<string, unknown>>();
  return <T>(answer: object, key: string, compute: () => T): T => {
    if (answer === null || typeof answer !== 'object' || !Object.isFrozen(answer)) return compute();
    let values = derived.get(answer);
    if (!values) derived.set(answer, (values = new Map()));
    if (values.has(key)) return values.get(key) as T;
    const value = deepFreeze(compute());
    values.set(key, value);
    return value;
  };
}
