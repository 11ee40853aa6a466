// An item's body through the brand's body pipeline, like any other body: parsed,
// sanitised, shortcodes rendered; never ad slots or heading ids of its own.
import { createBodyPipeline, type CoreHooks, type Logger, type SiteConfig, textContent } from '../../../core/index.ts';
import { InvalidBodyError } from '../errors.ts';

export type ItemBodyRenderer = (html: string, contentId: string, log: Logger) => { html: string; text: string };

export function createItemBodyRenderer(hooks: CoreHooks, site: SiteConfig, environment: string): ItemBodyRenderer {
  const pipeline = createBodyPipeline(hooks, site);
  return (html, contentId, log) => {
    const rendered = pipeline.render(html, {
      contentId,
      content: { id: contentId, suppressAds: true },
      log,
      environment,
      includeNodes: true,
      tableOfContents: false,
    });
    if (rendered.rejected) throw new InvalidBodyError(rendered.rejected.message);
    return { html: rendered.html, text: textContent(rendered.nodes ?? []).replace(/\s+/g, ' ').trim() };
  };
}
