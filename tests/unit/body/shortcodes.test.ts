import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_SOURCES } from '../../../core/body/shortcodes/embed-shortcodes.tsx';
import { CORE_SHORTCODES } from '../../../core/body/shortcodes/register-core-shortcodes.ts';
import { SHORTCODE_ALIASES } from '../../../core/body/shortcodes/shortcode-aliases.ts';
import { STAGE_DEFAULT } from '../../../core/hooks.ts';
import { createBrandHooks } from '../../../core/project.ts';
import { json, renderBody } from './helpers.ts';

const body = { iframeHosts: ['datawrapper.dwcdn.net', 'megaphone.fm', 'live.example'], ownDomains: ['neutron.example'] };

// [type, shortcode HTML, strings the output must contain]
const CASES: [string, string, string[]][] = [
  ['image', '<shortcode type="image" src="https://img.example/a.jpg" alt="A phone" caption="The phone" credits="Jane"></shortcode>', ['<figure class="image">', 'src="https://img.example/a.jpg"', 'alt="A phone"', 'The phone', 'Jane']],
  ['gallery', `<shortcode type="gallery" title="Phones" url="/pictures/phones/">${json({ items: [{ image: { imageUrl: 'https://img.example/1.jpg' }, caption: 'One' }, { image: 'https://img.example/2.jpg' }] })}</shortcode>`, ['class="gallery"', 'href="/pictures/phones/"', '2 photos', 'https://img.example/1.jpg']],
  ['video', `<shortcode type="video" id="abc-123">${json({ title: 'Hands on', duration: 95, image: { imageUrl: 'https://img.example/p.jpg' } })}</shortcode>`, ['data-embed="video"', 'data-video-id="abc-123"', 'Hands on', '1:35']],
  ['youtube', '<shortcode type="youtube" url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></shortcode>', ['data-embed="youtube"', 'data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"', 'data-consent-category="social"', 'href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"']],
  ['vimeo', '<shortcode type="vimeo" id="76979871" title="A film"></shortcode>', ['data-embed="vimeo"', 'https://player.vimeo.com/video/76979871', 'A film']],
  ['twitter', '<shortcode type="twitter" url="https://x.com/someone/status/1234567890"></shortcode>', ['data-embed="twitter"', 'Tweet.html?id=1234567890', 'https://twitter.com/i/status/1234567890']],
  ['facebook', '<shortcode type="facebook" url="https://www.facebook.com/page/posts/1"></shortcode>', ['data-embed="facebook"', 'plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Fpage%2Fposts%2F1']],
  ['instagram', '<shortcode type="instagram" url="https://www.instagram.com/p/CxYz123/"></shortcode>', ['data-embed="instagram"', 'https://www.instagram.com/p/CxYz123/embed']],
  ['reddit', '<shortcode type="reddit" url="https://www.reddit.com/r/tech/comments/abc/title/"></shortcode>', ['data-embed="reddit"', 'https://embed.reddit.com/r/tech/comments/abc/title/']],
  ['flickr', '<shortcode type="flickr" url="https://www.flickr.com/photos/x/123"></shortcode>', ['data-embed="flickr"', 'https://www.flickr.com/photos/x/123']],
  ['imgur', '<shortcode type="imgur" id="a1B2c3D"></shortcode>', ['data-embed="imgur"', 'https://imgur.com/a1B2c3D/embed']],
  ['soundcloud', '<shortcode type="soundcloud" url="https://soundcloud.com/artist/track"></shortcode>', ['data-embed="soundcloud"', 'w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fartist%2Ftrack']],
  ['scribd', '<shortcode type="scribd" id="123456"></shortcode>', ['data-embed="scribd"', 'https://www.scribd.com/embeds/123456/content']],
  ['podcast', '<shortcode type="podcast" url="https://player.megaphone.fm/ABC123" title="Episode 1"></shortcode>', ['data-embed="podcast"', 'data-src="https://player.megaphone.fm/ABC123"', 'Episode 1']],
  ['pullquote', '<shortcode type="pullquote" cite="A reviewer">It is <em>fast</em></shortcode>', ['<blockquote class="pullquote"><p>It is <em>fast</em></p><cite>A reviewer</cite></blockquote>']],
  ['quicktake', `<shortcode type="quicktake">${json({ items: ['Great screen', 'Long battery'] })}</shortcode>`, ['class="quicktake"', '<li>Great screen</li>', '<li>Long battery</li>']],
  ['faq', `<shortcode type="faq">${json({ items: [{ question: 'Is it good?', answer: 'Yes.' }] })}</shortcode>`, ['class="faq"', '<h3>Is it good?</h3><p>Yes.</p>']],
  ['infocard', `<shortcode type="infocard" title="At a glance">${json({ items: [{ label: 'Price', value: '$799' }] })}</shortcode>`, ['class="infocard"', 'At a glance', '<dt>Price</dt><dd>$799</dd>']],
  ['chart', `<shortcode type="chart" title="Battery" unit="h">${json({ series: [{ label: 'Pixel', value: 20 }, { label: 'iPhone', value: 10 }] })}</shortcode>`, ['class="chart"', 'Battery', '<th scope="row">Pixel</th>', 'width:100%', 'width:50%', '20 h']],
  ['table-of-contents', '<h2>First part</h2><p>x</p><shortcode type="table-of-contents"></shortcode><h2>Second part</h2>', ['In this article:', 'href="#toc-item-1"', 'First part', 'href="#toc-item-2"']],
  ['review-card', `<shortcode type="review-card">${json({ productName: 'Pixel 9', rating: 8.7, good: 'Bright screen~Fast. Light', bad: 'Pricey', bottomLine: 'Buy it' })}</shortcode>`, ['class="review-card"', 'Pixel 9', '8.7/10', '<li>Bright screen</li><li>Fast</li><li>Light</li>', '<li>Pricey</li>', 'Buy it']],
  ['review-card-broadband', `<shortcode type="review-card-broadband">${json({ productName: 'Fiber Co', rating: 8, speedRange: '300-5000 Mbps', connectionType: 'Fiber' })}</shortcode>`, ['review-card--broadband', '<dt>Connection</dt><dd>Fiber</dd>', '<dd>300-5000 Mbps</dd>']],
  ['review-card-energy', `<shortcode type="review-card-energy">${json({ productName: 'Sun Power', planType: 'Solar lease', rate: '12c/kWh' })}</shortcode>`, ['review-card--energy', '<dt>Plan type</dt><dd>Solar lease</dd>']],
  ['buy-button', '<shortcode type="buy-button" url="https://shop.example/p/1" merchant="Shop" price="199.99"></shortcode>', ['class="buy-button buy-button--buy-button"', 'rel="sponsored nofollow noopener noreferrer"', '$199.99 at Shop']],
  ['commerce-button', '<shortcode type="commerce-button" url="https://shop.example/p/2" merchant="Shop"></shortcode>', ['buy-button--commerce-button', 'See at Shop']],
  ['commerce-promo', '<shortcode type="commerce-promo" title="20% off" url="https://shop.example/deal" code="SAVE20" merchant="Shop"></shortcode>', ['class="commerce-promo"', '20% off', 'Code: SAVE20']],
  ['commerce-link', '<shortcode type="commerce-link" url="https://shop.example/x">this deal</shortcode>', ['class="commerce-link"', 'href="https://shop.example/x"', '>this deal</a>']],
  ['related-links', `<shortcode type="related-links">${json({ links: [{ title: 'Best phones', url: '/best/phones/' }] })}</shortcode>`, ['class="related-links"', '<a href="/best/phones/">Best phones</a>']],
  ['listicle', `<shortcode type="listicle" title="Best phones">${json({ items: [{ hed: 'Pixel 9', merchantOffers: [{ offerMerchant: 'Shop', offerPrice: '799', url: 'https://shop.example/pixel' }] }, { hed: 'Galaxy', merchantOffers: [{ offerMerchant: 'Store', url: 'https://store.example/g' }], priceSummary: { medianPrice: 64999 } }] })}</shortcode>`, ['class="listicle"', 'Pixel 9', '$799 at Shop', '$649.99 at Store']],
  ['mini-listicle', `<shortcode type="mini-listicle">${json({ items: [{ hed: 'Tiny', techProd: { attributes: [{ val: ['$25'] }] }, merchantOffers: [{ url: 'https://m.example/t' }] }] })}</shortcode>`, ['listicle--mini', 'Tiny', '$25']],
  ['cross-content-listicle', `<shortcode type="cross-content-listicle">${json({ items: [{ title: 'Our review', url: '/reviews/x/', type: 'review' }] })}</shortcode>`, ['class="cross-content-listicle"', 'data-content-type="review"', '<a href="/reviews/x/">Our review</a>']],
  ['newsletter', '<shortcode type="newsletter" id="daily" title="The Daily"></shortcode>', ['data-newsletter-id="daily"', 'The Daily', 'href="/newsletters/"']],
  ['news-card', '<shortcode type="news-card" title="Big news" url="/news/big/" summary="It happened"></shortcode>', ['class="news-card"', '<a href="/news/big/">Big news</a>', 'It happened']],
  ['timeline', `<shortcode type="timeline">${json({ events: [{ date: '2024', title: 'Launch', text: 'It shipped' }] })}</shortcode>`, ['class="timeline"', '<time>2024</time>', 'Launch']],
  ['playlist', `<shortcode type="playlist" id="pl1">${json({ videos: [{ id: 'v1', title: 'First' }] })}</shortcode>`, ['data-embed="video-playlist"', 'data-playlist-id="pl1"', 'data-video-id="v1"', 'First']],
  ['livestream', '<shortcode type="livestream" url="https://live.example/stream" title="Keynote"></shortcode>', ['data-embed="livestream"', 'data-src="https://live.example/stream"', 'Keynote']],
  ['page-break', '<shortcode type="page-break"></shortcode>', ['<hr class="page-break" data-page-break=""/>']],
  ['geo', '<shortcode type="geo" title="Find providers"></shortcode>', ['data-widget="geo"', 'Find providers']],
  ['google-maps', '<shortcode type="google-maps" q="Eiffel Tower"></shortcode>', ['data-embed="google-maps"', 'maps?q=Eiffel%20Tower&amp;output=embed', 'data-consent-category="functional"']],
  ['iframe', '<shortcode type="iframe" src="https://datawrapper.dwcdn.net/abc/1/" title="Chart"></shortcode>', ['data-embed="iframe"', 'data-src="https://datawrapper.dwcdn.net/abc/1/"']],
  ['annotation', '<shortcode type="annotation" note="Price at launch">$799</shortcode>', ['class="annotation"', '$799', 'role="note">Price at launch']],
  ['dateline', '<shortcode type="dateline" location="LAS VEGAS" date="Jan. 9"></shortcode>', ['<span class="dateline">LAS VEGAS, Jan. 9 — </span>']],
  ['description', '<shortcode type="description">A <strong>short</strong> summary</shortcode>', ['<div class="description">A <strong>short</strong> summary</div>']],
  ['filters', `<shortcode type="filters">${json({ filters: [{ label: 'Phones', value: 'phones' }] })}</shortcode>`, ['class="filters"', 'data-filter="phones"', 'Phones']],
  ['link', '<shortcode type="link" url="https://neutron.example/a/">our story</shortcode>', ['<a href="https://neutron.example/a/" rel="follow">our story</a>']],
  ['code-snippet', '<shortcode type="code-snippet" language="ts">const a = 1 &lt; 2;</shortcode>', ['<pre class="code-snippet" data-language="ts"><code class="language-ts">const a = 1 &lt; 2;</code></pre>']],
  ['why-trust', '<shortcode type="why-trust">We test everything.</shortcode>', ['class="why-trust"', 'Why you can trust us', 'We test everything.']],
  ['tweetable-text', '<shortcode type="tweetable-text">Fast and light</shortcode>', ['class="tweetable-text"', 'Fast and light', 'twitter.com/intent/tweet?text=Fast%20and%20light']],
  ['broadband-infographic', `<shortcode type="broadband-infographic">${json({ stats: [{ label: 'Median speed', value: '210 Mbps' }] })}</shortcode>`, ['class="broadband-infographic"', '<dt>Median speed</dt><dd>210 Mbps</dd>']],
  ['broadband-speed-chart', `<shortcode type="broadband-speed-chart">${json({ providers: [{ name: 'Fiber Co', download: 940, upload: 880 }] })}</shortcode>`, ['class="broadband-speed-chart"', '<th scope="row">Fiber Co</th><td>940 Mbps</td><td>880 Mbps</td>']],
];

describe('shortcode types', () => {
  it('has a case for every built-in type', () => {
    expect(CASES.map(([type]) => type).sort()).toEqual(Object.keys(CORE_SHORTCODES).sort());
  });

  it.each(CASES)('renders %s from body HTML', (type, html, expected) => {
    const result = renderBody(`<p>Before</p>${html}<p>After</p>`, { body });
    for (const fragment of expected) expect(result.html).toContain(fragment);
    expect(result.html).toContain('<p>Before</p>');
    expect(result.log.messages.filter((entry) => entry.level !== 'info')).toEqual([]);
    expect(result.nodes?.some((node) => node.kind === 'shortcode' && node.type === type) || type === 'table-of-contents').toBe(true);
  });

  it('never loads third-party scripts or iframes during server render', () => {
    const all = CASES.map(([, html]) => html).join('<p>x</p>');
    const { html } = renderBody(all, { body });
    expect(html).not.toMatch(/<script|<iframe/i);
  });

  it.each(['iframe', 'podcast', 'livestream'])('skips %s whose host is not allow-listed, and logs it', (type) => {
    const result = renderBody(`<shortcode type="${type}" src="https://evil.example/x" url="https://evil.example/x">fallback</shortcode><p>rest</p>`, { body });
    expect(result.html).toBe('<p>rest</p>');
    expect(result.log.messages[0]?.message).toContain('not an allow-listed iframe host');
  });

  it('every embed it renders frames an origin the policy can allow', () => {
    const { html } = renderBody(CASES.map(([, source]) => source).join('<p>x</p>'), { body });
    const sources = [...EMBED_FRAME_SOURCES, ...body.iframeHosts.flatMap((host) => [`https://${host}`, `https://*.${host}`])];
    const allowed = (origin: string) => sources.some((source) => source === origin || (source.includes('*.') && origin.endsWith(source.slice(source.indexOf('*') + 1)) && origin.startsWith('https://')));
    const frames = [...html.matchAll(/data-consent-category="[a-z]+" data-src="([^"]+)"|data-src="([^"]+)"[^>]*data-consent-category/g)].map((match) => new URL((match[1] ?? match[2] ?? '').replaceAll('&amp;', '&')).origin);
    expect(frames.length).toBeGreaterThan(12);
    expect(frames.filter((origin) => !allowed(origin))).toEqual([]);
  });

  it('takes the spellings of spec 001 §9 (reviewcard, pagebreak, codesnippet, …) as the same shortcodes', () => {
    for (const [alias, type] of Object.entries(SHORTCODE_ALIASES)) {
      expect(CORE_SHORTCODES[type], `${alias} -> ${type}`).toBeDefined();
      const [, sample] = CASES.find(([name]) => name === type) ?? [];
      if (!sample) continue;
      const spelled = sample.replace(`type="${type}"`, `type="${alias.toUpperCase()}"`);
      const { html, log } = renderBody(spelled, { body });
      expect(html, alias).toBe(renderBody(sample, { body }).html);
      expect(log.messages.filter((entry) => entry.message.includes('unknown shortcode'))).toEqual([]);
    }
    expect(renderBody('<shortcode type="pagebreak"></shortcode>').html).toBe('<hr class="page-break" data-page-break=""/>');
  });

  it('skips a known type with unusable attributes, logged, and keeps the rest', () => {
    const result = renderBody('<p>a</p><shortcode type="youtube" id="bad id"></shortcode><p>b</p>');
    expect(result.html).toBe('<p>a</p><p>b</p>');
    expect(result.log.messages[0]?.message).toContain('youtube shortcode skipped');
  });

  it('logs malformed JSON, skips that shortcode and renders the rest', () => {
    const result = renderBody(
      '<p>a</p><shortcode type="video" id="v1"><script type="application/json">{"title": </script>fallback</shortcode><shortcode type="review-card"><script type="application/json">{oops}</script></shortcode><p>b</p>',
    );
    expect(result.html).toBe('<p>a</p><p>b</p>');
    const messages = result.log.messages.map((entry) => entry.message);
    expect(messages).toContain('malformed JSON in video shortcode; shortcode skipped');
    expect(messages).toContain('malformed JSON in review-card shortcode; shortcode skipped');
  });

  it('renders an unknown type as its fallback content and logs the type once', () => {
    const hooks = createBrandHooks();
    const first = renderBody('<shortcode type="hologram">Look <b>here</b></shortcode><shortcode type="hologram">again</shortcode>', { hooks });
    expect(first.html).toBe('Look <b>here</b>again');
    const unknown = first.log.messages.filter((entry) => entry.message.includes("unknown shortcode type 'hologram'"));
    expect(unknown).toHaveLength(1);
  });

  it('lets a plugin override a built-in type by tapping earlier', () => {
    const hooks = createBrandHooks();
    hooks.renderShortcode.for('pullquote').tap({ name: 'brand-quotes', stage: STAGE_DEFAULT }, () => 'custom quote');
    const { html } = renderBody('<shortcode type="pullquote">x</shortcode>', { hooks });
    expect(html).toBe('custom quote');
  });

  it('skips a renderer that throws while rendering, keeping the rest of the body', () => {
    const hooks = createBrandHooks();
    const Broken = (): never => {
      throw new Error('boom');
    };
    hooks.renderShortcode.for('broken').tap('test', () => ({ type: Broken, props: {}, key: null }) as never);
    const result = renderBody('<p>a</p><shortcode type="broken"></shortcode><p>b</p>', { hooks });
    expect(result.html).toBe('<p>a</p><p>b</p>');
  });
});
