import { describe, expect, it } from 'vitest';
import { createBodyPipeline } from '../../core/body/pipeline.tsx';
import type { SiteConfig } from '../../core/config/types.ts';
import { createBrandHooks } from '../../core/project.ts';
import plugin from './index.ts';

const body = '<p>Intro</p><shortcode type="spec-sheet"><script type="application/json">{"specs":[{"name":"Display","value":"6.3 in"},{"name":"Weight","value":187},{"name":"Chip","value":"T4"}]}</script>Display 6.3 in</shortcode>';

function render(hooks: ReturnType<typeof createBrandHooks>, id: 'default' | 'auto') {
  const warnings: string[] = [];
  const log = { warn: (_: unknown, message?: string) => warnings.push(message ?? ''), info: () => {} };
  const site = { id, name: id, prefix: '/', body: {} } as unknown as SiteConfig;
  const result = createBodyPipeline(hooks, site).render(body, { contentId: 'c1', content: {}, log, environment: 'test' });
  return { html: result.html, warnings };
}

describe('example-shortcode plugin', () => {
  it('renders spec-sheet on the brand that enables it, and falls back on the other', async () => {
    const enabled = createBrandHooks();
    const disabled = createBrandHooks();
    await plugin.apply(enabled, { heading: 'Key specs', maxRows: 2 }, { id: 'default' } as SiteConfig, { root: process.cwd(), environment: 'test' });

    const withPlugin = render(enabled, 'default');
    expect(withPlugin.html).toBe('<p>Intro</p><aside class="spec-sheet"><h3 class="spec-sheet__title">Key specs</h3><dl><dt>Display</dt><dd>6.3 in</dd><dt>Weight</dt><dd>187</dd></dl></aside>');

    const withoutPlugin = render(disabled, 'auto');
    expect(withoutPlugin.html).toBe('<p>Intro</p>Display 6.3 in');
    expect(withoutPlugin.warnings).toContain("unknown shortcode type 'spec-sheet'; rendering its fallback content");
  });

  it('declares an options schema with defaults', () => {
    expect(plugin.name).toBe('example-shortcode');
    expect(plugin.options?.properties.heading.default).toBe('Key specs');
  });
});
