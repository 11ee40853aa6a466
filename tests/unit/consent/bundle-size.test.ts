// The consent plugin's browser code stays small (the budget: at most 8 KB gzip
// for consent and tracking together in the initial JS). Built alone with the project's
// bundler, the core and React left out (every page has them anyway).
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/project.ts';

const KB = 1024;

async function bundle(): Promise<{ initial: number; lazy: number; css: Record<string, number> }> {
  const output = (await build({
    root: repoRoot,
    logLevel: 'silent',
    configFile: false,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: path.join(repoRoot, 'plugins/consent/client/index.ts'), formats: ['es'], fileName: 'consent' },
      rollupOptions: { external: (id) => /(^react(-dom)?(\/|$))|core\/browser\.ts$/.test(id) },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const gzip = (source: string | Uint8Array) => gzipSync(source, { level: 9 }).length;
  const chunks = files.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const lazy = chunks.filter((chunk) => chunk.moduleIds.some((id) => id.endsWith('client/ui.tsx')));
  const initial = chunks.filter((chunk) => !lazy.includes(chunk));
  const css = Object.fromEntries(files.filter((file): file is Rollup.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css')).map((file) => [file.fileName, gzip(file.source)]));
  return { initial: initial.reduce((sum, chunk) => sum + gzip(chunk.code), 0), lazy: lazy.reduce((sum, chunk) => sum + gzip(chunk.code), 0), css };
}

describe('consent browser code size', () => {
  it('ships about 2 KB gzip up front; the banner and dialog load on demand', async () => {
    const sizes = await bundle();
    expect(sizes.initial).toBeLessThan(3 * KB);
    expect(sizes.lazy).toBeGreaterThan(1 * KB);
    expect(sizes.lazy).toBeLessThan(4 * KB);
  }, 60_000);
});
