// Each test file in a DOM environment starts from an empty document, whatever ran before it
// (files that share one environment, as with vitest's `isolate: false`, share one document).
import { beforeAll } from 'vitest';

beforeAll(() => {
  if (typeof document === 'undefined') return;
  document.head.replaceChildren();
  document.body.replaceChildren();
});
