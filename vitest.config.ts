import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'examples/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Test files share one module graph: the suite spends most of its time importing the
    // core otherwise (about 600 s against 210 s). Files leave no state behind them: stubbed
    // globals, env values and timers are restored in their own afterEach.
    isolate: false,
    setupFiles: ['tests/setup/fresh-document.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
