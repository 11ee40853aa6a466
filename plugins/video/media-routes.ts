// The embedded media service: the sample videos, captions and ad clip of examples/media/
// under /_neutron/media/, with byte ranges (players seek with them). Registered once per
// app whichever brands enable the plugin.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { MEDIA_PATH } from './constants.ts';

const installed = new WeakSet<FastifyInstance>();

/** HLS playlists and segments are not in every system's MIME table. */
const MEDIA_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export async function installMediaRoutes(app: FastifyInstance, directory: string): Promise<void> {
  if (installed.has(app) || !existsSync(directory)) return;
  installed.add(app);
  await app.register(fastifyStatic, {
    root: directory,
    prefix: MEDIA_PATH,
    decorateReply: false,
    index: false,
    wildcard: true,
    maxAge: '1h',
    // Only what a player fetches: the script that remakes the files is not served.
    allowedPath: (pathName) => Object.keys(MEDIA_TYPES).some((extension) => pathName.endsWith(extension)),
    setHeaders(response, filePath) {
      const extension = Object.keys(MEDIA_TYPES).find((entry) => filePath.endsWith(entry));
      if (extension) response.header('content-type', MEDIA_TYPES[extension] ?? 'application/octet-stream');
      // Framed players on other sites fetch these too.
      response.header('access-control-allow-origin', '*');
    },
  });
}
