import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'examples/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Test files share one module graph: about 280 s on two cores, against about 600 s when
    // each file imports the core afresh. The cost: what a module keeps (a cache, a registry,
    // a listener, a patched global, the document) reaches the files run after it, so product
    // state is kept per app or per instance, never per process, and a test restores what it
    // changes (mocks, timers, env, globals) and closes the apps it builds. Files run in the
    // default order; to look for a leak, run them in other orders, a few seeds in turn:
    //   npx vitest run --sequence.shuffle.files --sequence.seed=N
    // and a failure that `--isolate` makes go away is one file's state reaching another.
    isolate: false,
    setupFiles: ['tests/setup/fresh-document.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
