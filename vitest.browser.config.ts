// Browser tests: Playwright (playwright-core) driving Debian's chromium against a
// server the tests start themselves.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    env: { LOG_LEVEL: 'silent' },
  },
});
