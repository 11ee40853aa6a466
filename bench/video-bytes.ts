// What the video plugin costs readers: the growth of the initial JavaScript of a video page
// (gzip; the target is at most 6 KB), and the gzip size of the code that loads only when
// playback starts (the player, hls.js light, the VAST code). Two builds of the default
// brand's entry, with and without the video plugin. Prints JSON.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { prepareClientEntries } from '../core/build/prepare-client.ts';
import { gzipBytes, initialFiles, type Manifest } from './manifest.ts';


const root = process.cwd();
const TARGET_GROWTH_GZIP = 6 * 1024;
/** Page types and the component file whose chunk each loads first. */
const PAGES: Readonly<Record<string, string>> = {
  video: 'core/render/pages/VideoPage.tsx',
  article: 'core/render/pages/ArticlePage.tsx',
  'front-door': 'core/render/pages/FrontDoorPage.tsx',
  'video-player': 'plugins/video/VideoPlayerPage.tsx',
};
const VIDEO_CLIENT = 'plugins/video/client/index.ts';

const entries = await prepareClientEntries(root);
const brandEntry = entries.find((file) => file.endsWith(`${path.sep}default.tsx`) || file.endsWith('/default.tsx'));
if (!brandEntry) throw new Error('no entry for the default brand');
// Imports made absolute, so the entry builds from a folder of its own.
const source = readFileSync(brandEntry, 'utf8').replace(/from '(\.\.?\/[^']+)'/g, (_match, relative: string) => `from '${path.resolve(path.dirname(brandEntry), relative)}'`);
const videoImport = new RegExp(`^import (\\w+) from '[^']*${VIDEO_CLIENT.replaceAll('/', '\\/').replaceAll('.', '\\.')}';$`, 'm');
const videoPlugin = videoImport.exec(source)?.[1];
if (!videoPlugin) throw new Error('the default brand does not enable the video plugin');
const withoutVideo = source.replace(videoImport, '').replace(new RegExp(`\\b${videoPlugin}\\b,? ?`), '');

async function buildEntry(text: string): Promise<{ manifest: Manifest; outDir: string; entry: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-video-bytes-'));
  const entryFile = path.join(dir, 'default.tsx');
  writeFileSync(entryFile, text);
  const outDir = path.join(dir, 'out');
  await build({ configFile: false, root, logLevel: 'silent', plugins: [react()], build: { outDir, manifest: true, sourcemap: false, target: 'es2022', rollupOptions: { input: [entryFile] } } });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return { manifest, outDir, entry: Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '' };
}

const gzip = gzipBytes;


const sum = (outDir: string, files: Iterable<string>) => [...files].reduce((total, file) => total + gzip(outDir, file), 0);

const withVideo = await buildEntry(source);
const without = await buildEntry(withoutVideo);
const initial: Record<string, { totalGzip: number; videoGrowthGzip?: number }> = {};
for (const [page, file] of Object.entries(PAGES)) {
  const total = sum(withVideo.outDir, initialFiles(withVideo, file));
  initial[page] = without.manifest[file] ? { totalGzip: total, videoGrowthGzip: total - sum(without.outDir, initialFiles(without, file)) } : { totalGzip: total };
}

// Chunks that load only once a reader starts playback.
const lazy = (pattern: RegExp) => Object.entries(withVideo.manifest).filter(([key]) => pattern.test(key)).map(([, chunk]) => chunk.file);
const onPlay = {
  player: lazy(/plugins\/video\/client\/player\.ts$/),
  hlsLight: lazy(/hls\.js\/dist\/hls\.light\.mjs$/),
  vast: lazy(/plugins\/video\/client\/preroll\.ts$/),
};
const onPlayGzip = Object.fromEntries(Object.entries(onPlay).map(([name, files]) => [name, sum(withVideo.outDir, files)]));
const hlsFiles = new Set(onPlay.hlsLight);
const hlsInInitial = Object.entries(PAGES).filter(([, file]) => [...initialFiles(withVideo, file)].some((entry) => hlsFiles.has(entry))).map(([page]) => page);
const growth = initial.video?.videoGrowthGzip ?? Infinity;

process.stdout.write(
  `${JSON.stringify({
    benchmark: 'video-bytes',
    brand: 'default',
    initialJavaScript: initial,
    loadedOnPlayGzip: onPlayGzip,
    videoCodeGzip: (initial.video?.videoGrowthGzip ?? 0) + Object.values(onPlayGzip).reduce((total, bytes) => total + bytes, 0),
    hlsInInitialJavaScriptOf: hlsInInitial,
    targets: {
      videoPageGrowthGzip: { target: TARGET_GROWTH_GZIP, measured: growth, met: growth <= TARGET_GROWTH_GZIP },
      hlsOnlyAfterPlay: { met: hlsInInitial.length === 0 && onPlay.hlsLight.length > 0 },
    },
  })}\n`,
);
