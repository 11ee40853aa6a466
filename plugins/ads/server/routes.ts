// The embedded ad server under `{prefix}_neutron/ads/`: ad decisions for display slots,
// the SVG creatives, signed click-throughs and tracking links, VAST for the video player,
// and the pre-roll media.
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AD_CONSTANTS, AD_SEARCH_MAX_RESULTS, ADS_PATH, KNOWN_CREATIVE_SIZES, VIDEO_AD } from '../constants.ts';
import { BadAdRequestError, BadSignatureError, UnknownCreativeError } from '../errors.ts';
import { creativeSvg, sizeOf } from './creative-svg.ts';
import type { Creative, LineItem } from './line-items.ts';
import { ANONYMOUS_READER, selectAd, selectAds } from './select.ts';
import type { Signer } from './signer.ts';
import { AD_EVENTS, type AdEvent, type AdStore } from './store.ts';
import { parseSizes, parseTargeting } from './targeting-params.ts';
import { emptyVmap, QUARTILE_EVENTS, vmapWithPreroll } from './vast.ts';

export interface AdServerInput {
  brand: string;
  brandName: string;
  /** The brand's route prefix ('/', '/roadshow/'). */
  prefix: string;
  items: readonly LineItem[];
  /** Folder of the line-item files (media paths are relative to it). */
  folder: string;
  store: AdStore;
  signer: Signer;
  now?: () => number;
}

/** Display creatives whose words make an ad-search result (not the video's companion). */
const TEXT_AD_SOURCES = KNOWN_CREATIVE_SIZES.filter((size) => size !== VIDEO_AD.companion);

const READER = /^[A-Za-z0-9_-]{8,64}$/;
const CORRELATOR = /^[0-9]{1,20}$/;

function readerOf(request: FastifyRequest): string {
  const cookie = request.cookies?.[AD_CONSTANTS.cookies.session];
  return cookie && READER.test(cookie) ? cookie : ANONYMOUS_READER;
}

function query(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

/** The targeting of a display or ad-search request (`t`), without who the reader is when
 *  the request is non-personalised (`npa=1`). */
function displayTargeting(params: Record<string, unknown>): Record<string, string> {
  const targeting = parseTargeting(params.t);
  if (params.npa !== undefined && params.npa !== '0' && params.npa !== '1') throw new BadAdRequestError('npa must be 0 or 1');
  if (params.npa === '1') delete targeting.user;
  return targeting;
}

export async function registerAdServer(app: FastifyInstance, input: AdServerInput): Promise<void> {
  // Routes register inside the brand's scope, which adds its prefix; links carry it.
  const route = `/${ADS_PATH}`;
  const base = `${input.prefix}${ADS_PATH}`;
  const now = input.now ?? Date.now;
  const creatives = new Map<string, { item: LineItem; creative: Creative }>();
  for (const item of input.items) for (const creative of item.creatives) creatives.set(creative.id, { item, creative });
  const mediaFiles = new Set(input.items.flatMap((item) => item.creatives.flatMap((creative) => (creative.media ? [creative.media] : []))));

  const signedFields = (item: string, creative: string, reader: string, extra = '') => [input.brand, item, creative, reader, extra];
  const linkQuery = (item: LineItem, creative: Creative, reader: string, extra = '') =>
    new URLSearchParams({ li: item.id, cr: creative.id, r: reader, sig: input.signer.sign(signedFields(item.id, creative.id, reader, extra)) });
  const clickPath = (item: LineItem, creative: Creative, reader: string) => `${base}/click?${linkQuery(item, creative, reader)}`;

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');

  /** The line item and creative a signed link names, or a 403. */
  const verified = (request: FastifyRequest, extra = '') => {
    const { li, cr, r, sig } = query(request);
    if (typeof li !== 'string' || typeof cr !== 'string' || typeof r !== 'string' || !input.signer.verify(signedFields(li, cr, r, extra), sig)) {
      throw new BadSignatureError();
    }
    const found = creatives.get(cr);
    if (!found || found.item.id !== li) throw new BadSignatureError();
    return { ...found, reader: r };
  };

  // A display ad decision: JSON the browser renders (an empty object when nothing fills).
  app.get(`${route}/ad`, async (request, reply) => {
    const params = query(request);
    const sizes = parseSizes(params.sizes, 'sizes');
    const targeting = displayTargeting(params);
    const reader = readerOf(request);
    const at = now();
    const choice = selectAd(input.items, { brand: input.brand, sizes, targeting, reader, now: at, video: false }, input.store);
    noStore(reply);
    if (!choice) return { filled: false };
    const { item, creative } = choice;
    input.store.record('impression', item.id, creative.id, reader, input.brand, at);
    const { width, height } = sizeOf(creative.size);
    return {
      filled: true,
      lineItem: item.id,
      creative: creative.id,
      size: creative.size,
      width,
      height,
      headline: creative.headline,
      imageUrl: `${base}/creative/${creative.id}.svg`,
      clickUrl: clickPath(item, creative, reader),
    };
  });

  // The ad-search unit (spec 001 §9: 5 results by default): up to `results` different line
  // items as text results, each from its display creative's words; each impression counted.
  app.get(`${route}/search`, async (request, reply) => {
    const params = query(request);
    const results = typeof params.results === 'string' && /^[0-9]{1,2}$/.test(params.results) ? Number(params.results) : Number.NaN;
    if (!(results >= 1 && results <= AD_SEARCH_MAX_RESULTS)) throw new BadAdRequestError(`results must be a number from 1 to ${AD_SEARCH_MAX_RESULTS}`);
    const targeting = displayTargeting(params);
    const reader = readerOf(request);
    const at = now();
    const chosen = selectAds(input.items, { brand: input.brand, sizes: TEXT_AD_SOURCES, targeting, reader, now: at, video: false }, input.store, results);
    noStore(reply);
    return {
      filled: chosen.length > 0,
      results: chosen.map(({ item, creative }) => {
        input.store.record('impression', item.id, creative.id, reader, input.brand, at);
        return { lineItem: item.id, creative: creative.id, name: item.name, headline: creative.headline, text: creative.text ?? '', cta: creative.cta, host: new URL(item.clickUrl).host, clickUrl: clickPath(item, creative, reader) };
      }),
    };
  });

  app.get<{ Params: { id: string } }>(`${route}/creative/:id`, async (request, reply) => {
    const id = request.params.id.replace(/\.svg$/, '');
    const found = creatives.get(id);
    if (!found || found.creative.media) throw new UnknownCreativeError(id.slice(0, 80));
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(creativeSvg(found.creative, input.brandName));
  });

  // Click-through: only a link this server signed, and only to the line item's own URL.
  app.get(`${route}/click`, async (request, reply) => {
    const { item, creative, reader } = verified(request);
    input.store.record('click', item.id, creative.id, reader, input.brand, now());
    return noStore(reply).redirect(item.clickUrl, 302);
  });

  // VAST tracking: impression and quartiles; a 1x1-free 204.
  app.get(`${route}/event`, async (request, reply) => {
    const event = query(request).e;
    if (typeof event !== 'string' || !(AD_EVENTS as readonly string[]).includes(event) || event === 'click') throw new BadAdRequestError('unknown event');
    const { item, creative, reader } = verified(request, event);
    input.store.record(event as AdEvent, item.id, creative.id, reader, input.brand, now());
    return noStore(reply).code(204).send();
  });

  // spec 001 §9 video ad parameters: sz 640x480, output xml_vmap1, companion 300x60.
  app.get(`${route}/vast`, async (request, reply) => {
    const params = query(request);
    if (typeof params.iu !== 'string' || !/^\/[A-Za-z0-9_./-]{1,200}$/.test(params.iu)) throw new BadAdRequestError('iu must be an ad unit path');
    parseSizes(params.sz, 'sz');
    if (params.output !== 'xml_vmap1') throw new BadAdRequestError('output must be xml_vmap1');
    const companions = params.ciu_szs === undefined ? [] : parseSizes(params.ciu_szs, 'ciu_szs');
    if (params.correlator !== undefined && (typeof params.correlator !== 'string' || !CORRELATOR.test(params.correlator))) throw new BadAdRequestError('correlator must be a number');
    const targeting = parseTargeting(params.cust_params);
    const reader = readerOf(request);
    const at = now();
    reply.type('application/xml; charset=utf-8');
    noStore(reply);
    const choice = selectAd(input.items, { brand: input.brand, sizes: ['640x360'], targeting, reader, now: at, video: true }, input.store);
    if (!choice) return emptyVmap();
    const { item, creative } = choice;
    const companion = item.creatives.find((candidate) => !candidate.media && companions.includes(candidate.size));
    const eventUrl = (event: string) => `${base}/event?e=${event}&${linkQuery(item, creative, reader, event)}`;
    return vmapWithPreroll({
      item,
      video: creative,
      companion,
      mediaUrl: `${base}/media/${creative.media}`,
      impressionUrl: eventUrl('impression'),
      eventUrl: (event: (typeof QUARTILE_EVENTS)[number]) => eventUrl(event),
      clickUrl: clickPath(item, creative, reader),
      companionImageUrl: companion ? `${base}/creative/${companion.id}.svg` : undefined,
    });
  });

  app.get<{ Params: { '*': string } }>(`${route}/media/*`, async (request, reply) => {
    const file = request.params['*'];
    if (!mediaFiles.has(file)) throw new UnknownCreativeError(file.slice(0, 80));
    const absolutePath = path.join(input.folder, file);
    if (!existsSync(absolutePath)) throw new UnknownCreativeError(file.slice(0, 80));
    return reply.type('video/mp4').header('cache-control', 'public, max-age=86400').send(createReadStream(absolutePath));
  });
}
