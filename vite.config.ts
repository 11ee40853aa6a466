// Builds one browser bundle per brand from the entries core/build/prepare-client.ts
// writes; shared code is split into common chunks, each page into its own.
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './core/build/precompress.ts';

const { entries } = JSON.parse(readFileSync('.neutron/brands.json', 'utf8')) as { entries: string[] };

export default defineConfig({
  plugins: [react(), precompress('dist/client')],
  base: '/_neutron/assets/',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: { input: entries },
  },
});
