// Builds a body pipeline over a fresh hook bag, with a logger that records messages.
import { createBodyPipeline } from '../../../core/body/pipeline.tsx';
import type { BodyLogger, RenderedBody } from '../../../core/body/types.ts';
import type { SiteConfig } from '../../../core/config/types.ts';
import type { CoreHooks } from '../../../core/hooks.ts';
import { createBrandHooks } from '../../../core/project.ts';

export interface RecordingLog extends BodyLogger {
  messages: { level: string; message: string; detail: unknown }[];
}

export function recordingLog(): RecordingLog {
  const messages: RecordingLog['messages'] = [];
  const note = (level: string) => (detail: unknown, message?: string) => messages.push({ level, message: message ?? '', detail });
  return { messages, warn: note('warn'), info: note('info'), error: note('error') };
}

export function siteWith(body: Record<string, unknown> = {}, id: 'default' | 'auto' = 'default'): SiteConfig {
  return { id, name: 'Test', prefix: '/', body } as unknown as SiteConfig;
}

export function renderBody(
  html: string,
  options: { body?: Record<string, unknown>; content?: Record<string, unknown>; hooks?: CoreHooks; contentId?: string } = {},
): RenderedBody & { log: RecordingLog } {
  const log = recordingLog();
  // As on a brand whose plugins fill ad slots (the ads plugin), so body.adSlots are placed.
  const pipeline = createBodyPipeline(options.hooks ?? createBrandHooks({ placeAdSlots: true }), siteWith(options.body));
  const result = pipeline.render(html, {
    contentId: options.contentId ?? 'c1',
    content: options.content ?? {},
    log,
    environment: 'test',
    includeNodes: true,
  });
  return { ...result, log };
}

export const json = (value: unknown): string => `<script type="application/json">${JSON.stringify(value)}</script>`;
