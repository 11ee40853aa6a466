// Builds one browser bundle per brand from the entries core/build/prepare-client.ts
// writes. The core's browser code (with React) is one chunk and the parts its page types
// share another, so a page's first HTML asks for a handful of scripts; each page type
// keeps a small chunk of its own, and plugins stay in the entries of the brands that
// enable them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './core/build/precompress.ts';

/** The core's own modules (not a plugin's, not a brand entry's, not a package's). */
const CORE_DIR = fileURLToPath(new URL('./core/', import.meta.url));
const isCoreModule = (id: string) => id.startsWith(CORE_DIR);
/** Modules of the core's page types' components and layouts, not the pages themselves. */
const RENDER_DIR = `${CORE_DIR}render/`;
const isPagePart = (id: string) => id.startsWith(RENDER_DIR) && !id.startsWith(`${RENDER_DIR}pages/`);

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
    rollupOptions: {
      input: entries,
      output: {
        codeSplitting: {
          groups: [
            // What every page of every brand runs first, in one chunk: the core's browser
            // code with what it imports (React). Plugins stay in their brands' entries.
            { name: 'core', tags: ['$initial'], test: isCoreModule, priority: 2 },
            // What the core's page types share, in one chunk rather than one per component.
            { name: 'page-parts', test: isPagePart, priority: 1 },
          ],
        },
      },
    },
  },
});
