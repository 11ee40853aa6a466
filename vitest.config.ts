import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'examples/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Each file imports the core afresh (about 600 s in all; one shared module graph takes
    // about 220 s but lets one file's plugin instances and caches reach the next).
    setupFiles: ['tests/setup/fresh-document.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
