import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginTestSite, testPlugin } from '../../core/index.ts';
import plugin from './index.ts';

const body = '<p>Intro</p><shortcode type="spec-sheet"><script type="application/json">{"specs":[{"name":"Display","value":"6.3 in"},{"name":"Weight","value":187},{"name":"Chip","value":"T4"}]}</script>Display 6.3 in</shortcode>';

describe('example-shortcode plugin', () => {
  // The real app, with the plugin on the default brand only.
  let site: PluginTestSite;
  beforeAll(async () => {
    site = await testPlugin(plugin, { brand: 'default', options: { maxRows: 2 } });
  });
  afterAll(() => site.close());

  function render(brand: 'default' | 'auto') {
    const result = site.renderBody(body, { brand });
    return { html: result.html, warnings: result.log.filter((entry) => entry.level === 'warn').map((entry) => entry.message) };
  }

  it('renders spec-sheet on the brand that enables it, and falls back on the other', () => {
    const withPlugin = render('default');
    expect(withPlugin.html).toBe('<p>Intro</p><aside class="spec-sheet"><h3 class="spec-sheet__title">Key specs</h3><dl><dt>Display</dt><dd>6.3 in</dd><dt>Weight</dt><dd>187</dd></dl></aside>');

    const withoutPlugin = render('auto');
    expect(withoutPlugin.html).toBe('<p>Intro</p>Display 6.3 in');
    expect(withoutPlugin.warnings).toContain("unknown shortcode type 'spec-sheet'; rendering its fallback content");
  });

  it('serves the pages of both brands', async () => {
    expect((await site.inject('/')).statusCode).toBe(200);
    expect((await site.inject('/roadshow/')).statusCode).toBe(200);
  });

  it('declares an options schema with defaults', () => {
    expect(plugin.name).toBe('example-shortcode');
    expect(plugin.options?.properties.heading.default).toBe('Key specs');
  });
});
