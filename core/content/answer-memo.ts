// Values derived from a kept content answer. The content cache freezes what it keeps, so a
// frozen answer cannot change under its derived values (a rendered body, an image URL):
// they are worked out once per answer and go when the answer leaves the cache. Anything
// not frozen (a preview, an object a loader built) is worked out every time.

/** `compute()`'s value for `answer` and `key`, kept with the answer when it is frozen. */
export type AnswerMemo = <T>(answer: object, key: string, compute: () => T) => T;

export function createAnswerMemo(): AnswerMemo {
  const derived = new WeakMap<object, Map<string, unknown>>();
  return <T>(answer: object, key: string, compute: () => T): T => {
    if (!Object.isFrozen(answer)) return compute();
    let values = derived.get(answer);
    if (!values) derived.set(answer, (values = new Map()));
    if (values.has(key)) return values.get(key) as T;
    const value = compute();
    values.set(key, value);
    return value;
  };
}
