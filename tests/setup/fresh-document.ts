// Test files share one module graph and, in a DOM environment, one document (vitest.config.ts
// `isolate: false`): each file starts from an empty document, whatever the one before it
// left in it.
import { beforeAll } from 'vitest';

beforeAll(() => {
  if (typeof document === 'undefined') return;
  document.head.replaceChildren();
  document.body.replaceChildren();
});
