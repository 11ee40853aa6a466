// Benchmark: a 5,000-word body with 30 shortcodes through the whole body pipeline
// (parse, sanitise, steps, ad engine, React static render). Prints one JSON object.
// Run: npx tsx bench/body-pipeline.ts
import { performance } from 'node:perf_hooks';
import type { SiteConfig } from '../core/config/types.ts';

// React picks its build when first loaded: measure the production build, as served.
process.env.NODE_ENV ??= 'production';
const { createBodyPipeline } = await import('../core/body/pipeline.tsx');
const { createBrandHooks } = await import('../core/project.ts');

const WORDS = ['phone', 'battery', 'screen', 'camera', 'review', 'price', 'fast', 'the', 'and', 'with', 'display', 'chip'];
const SHORTCODES = [
  '<shortcode type="image" src="/a/img/x.jpg" alt="x" caption="A caption"></shortcode>',
  '<shortcode type="youtube" id="dQw4w9WgXcQ" title="Video"></shortcode>',
  '<shortcode type="chart" title="Battery"><script type="application/json">{"series":[{"label":"A","value":20},{"label":"B","value":15}]}</script></shortcode>',
  '<shortcode type="review-card"><script type="application/json">{"productName":"Phone","rating":8.5,"good":"Fast~Bright","bad":"Pricey"}</script></shortcode>',
  '<shortcode type="buy-button" url="https://shop.example/p" merchant="Shop" price="199"></shortcode>',
  '<shortcode type="faq"><script type="application/json">{"items":[{"question":"Is it good?","answer":"Yes."}]}</script></shortcode>',
];

function body(): string {
  const parts: string[] = [];
  let words = 0;
  let paragraph = 0;
  let shortcodes = 0;
  while (words < 5000) {
    paragraph += 1;
    const length = 60;
    const text = Array.from({ length }, (_, index) => WORDS[(paragraph * 7 + index) % WORDS.length]).join(' ');
    parts.push(`<p>${text} <a href="https://other.example/${paragraph}">link</a> and <strong>bold</strong>.</p>`);
    words += length + 3;
    if (paragraph % 6 === 0) parts.push(`<h2>Section ${paragraph / 6}</h2>`);
    if (paragraph % 3 === 0 && shortcodes < 30) {
      parts.push(SHORTCODES[shortcodes % SHORTCODES.length] as string);
      shortcodes += 1;
    }
  }
  while (shortcodes < 30) parts.push(SHORTCODES[shortcodes++ % SHORTCODES.length] as string);
  return parts.join('\n');
}

const site = {
  id: 'default',
  body: {
    adSlots: [
      { name: 'mpu', size: 'mpu', mode: 'characters', value: 1500, limit: -1 },
      { name: 'mobile', size: 'mobile', mode: 'interval', value: 4, limit: -1 },
    ],
    ownDomains: ['neutron.example'],
  },
} as unknown as SiteConfig;
// As on a brand with the ads plugin, which fills the slots the engine places.
const pipeline = createBodyPipeline(createBrandHooks({ placeAdSlots: true }), site);
const log = { warn: () => {}, info: () => {}, error: () => {} };
const html = body();
const input = { contentId: 'bench', content: {}, log, environment: 'production' };

for (let index = 0; index < 50; index++) pipeline.render(html, input);
const samples: number[] = [];
for (let index = 0; index < 300; index++) {
  const start = performance.now();
  pipeline.render(html, input);
  samples.push(performance.now() - start);
}
samples.sort((a, b) => a - b);
const at = (quantile: number) => Number((samples[Math.min(samples.length - 1, Math.floor(samples.length * quantile))] ?? 0).toFixed(3));
const result = pipeline.render(html, input);
process.stdout.write(
  `${JSON.stringify({
    reactBuild: process.env.NODE_ENV,
    benchmark: 'body-pipeline',
    words: html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length,
    shortcodes: (html.match(/<shortcode /g) ?? []).length,
    inputBytes: html.length,
    outputBytes: result.html.length,
    adSlots: result.adSlots.length,
    runs: samples.length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    targetMedianMs: 5,
    withinTarget: at(0.5) <= 5,
  })}\n`,
);
