// Content HTML goes through the brand's body pipeline, never anywhere else. The page's
// main body becomes a StaticBody (shipped once, in the document); small item bodies stay
// in the page data.
import { adDebugEnabled, adDebugHtml } from '../../../body/AdDebug.tsx';
import { createAnswerMemo, deepFreeze } from '../../../content/answer-memo.ts';
import { textContent } from '../../../body/text-content.ts';
import type { BodyNode, FaqEntry, RenderedBody, TocItem } from '../../../body/types.ts';
import type { PageContext } from '../../../context.ts';
import type { AdDebugProps, ArticleFrameProps, InlineBody, StaticBody } from '../../../render/components/article/article-props.ts';
import type { LoaderServices } from '../../page-loaders.ts';
import { optional } from './optional.ts';
import { contentRequest, siteOf } from '../content-request.ts';

export interface RenderedPageBody {
  body: StaticBody;
  faq: FaqEntry[];
  /** The table of contents: the page's brand store carries it (spec 001 §3). */
  toc: TocItem[];
  /** `?adDebug=1` outside production: the ad placement report. */
  adDebug?: AdDebugProps;
  /** Top-level nodes, when asked for (how-to steps read the headings). */
  nodes?: BodyNode[];
}

function pipelineFor(ctx: PageContext, services: LoaderServices) {
  const pipeline = services.bodies.get(ctx.brand);
  if (!pipeline) throw new Error(`no body pipeline for brand ${ctx.brand}`);
  return pipeline;
}

/** Bodies rendered from a frozen content answer, kept with the answer: the pipeline reads
 *  nothing but its input and the brand's config, so an answer renders each of its bodies
 *  once per brand and options. Keyed by the body HTML itself, which the answer holds. */
const fromAnswer = createAnswerMemo();

interface RenderOptions {
  includeNodes: boolean;
  tableOfContents: boolean;
  /** Render as if the content said `suppressAds: true` (sponsored pages, inline bodies). */
  suppressAds: boolean;
  /** Answers of the body's id-based commerce shortcodes (see `commerceAnswers`). */
  commerce?: ReadonlyMap<string, unknown>;
}

function render(ctx: PageContext, services: LoaderServices, html: string, contentId: string, answer: Record<string, unknown>, options: RenderOptions): RenderedBody {
  const { includeNodes, tableOfContents, suppressAds, commerce } = options;
  const run = () =>
    pipelineFor(ctx, services).render(html, {
      contentId,
      content: suppressAds ? { ...answer, suppressAds: true } : answer,
      log: ctx.log,
      environment: ctx.app.environment,
      includeNodes,
      tableOfContents,
      ...(commerce && commerce.size > 0 ? { commerce } : {}),
    });
  // Commerce answers come from their own calls (prices move): such a body is not kept with its article.
  if (!Object.isFrozen(answer) || (commerce && commerce.size > 0)) return run();
  const bodies = fromAnswer(answer, `bodies|${ctx.brand}|${contentId}|${includeNodes}|${tableOfContents}|${suppressAds}`, () => new Map<string, RenderedBody>());
  let rendered = bodies.get(html);
  if (!rendered) bodies.set(html, (rendered = deepFreeze(run())));
  return rendered;
}

/** Answers of the body's id-based commerce shortcodes (spec 001 §7 commerce shortcode
 *  call), by product id; a failed call only logs, and its shortcode is skipped. */
export async function commerceAnswers(ctx: PageContext, services: LoaderServices, html: string, answer: Record<string, unknown>): Promise<Map<string, unknown>> {
  const pipeline = pipelineFor(ctx, services);
  const find = () => pipeline.commerceIds(html);
  const ids = Object.isFrozen(answer) ? memoIds(fromAnswer(answer, `commerce|${ctx.brand}`, () => new Map<string, string[]>()), html, find) : find();
  const answers = new Map<string, unknown>();
  await Promise.all(
    ids.map(async (id) => {
      try {
        answers.set(id, await services.content.getCommerceShortcode({ site: siteOf(ctx.site), id, edition: ctx.edition }, contentRequest(ctx)));
      } catch (error) {
        ctx.log.warn({ id, err: (error as Error).message }, `commerce shortcode ${id}: the commerce call failed; the shortcode is skipped`);
      }
    }),
  );
  return answers;
}

function memoIds(memo: Map<string, string[]>, html: string, find: () => string[]): string[] {
  let ids = memo.get(html);
  if (!ids) memo.set(html, (ids = find()));
  return ids;
}

export function renderPageBody(
  ctx: PageContext,
  services: LoaderServices,
  html: string,
  content: Record<string, unknown> & { id: string },
  options: { includeNodes?: boolean; suppressAds?: boolean; commerce?: ReadonlyMap<string, unknown> } = {},
): RenderedPageBody {
  const rendered = render(ctx, services, html, content.id, content, {
    includeNodes: options.includeNodes === true,
    tableOfContents: true,
    suppressAds: options.suppressAds === true,
    ...(options.commerce ? { commerce: options.commerce } : {}),
  });
  const body: StaticBody = {
    staticHtml: 'body',
    html: rendered.html,
    adSlots: rendered.adSlots,
    affiliateDisclosure: rendered.affiliateDisclosure,
  };
  if (rendered.adsSuppressed !== undefined) body.adsSuppressed = rendered.adsSuppressed;
  const result: RenderedPageBody = { body, faq: rendered.faq, toc: rendered.toc };
  if (adDebugEnabled(ctx.request.query, ctx.app.environment)) {
    result.adDebug = { html: adDebugHtml({ positions: rendered.adPositions, placed: rendered.adSlots, suppressed: rendered.adsSuppressed, noAdEngine: rendered.noAdEngine }) };
  }
  if (rendered.nodes) result.nodes = rendered.nodes;
  return result;
}

/** What a page body tells the frame around it: the affiliate disclosure, whether ads are
 *  suppressed, and the ad placement report when asked for. */
export function bodyFrame(rendered: RenderedPageBody): Pick<ArticleFrameProps, 'affiliateDisclosure' | 'adsSuppressed' | 'adDebug'> {
  return {
    affiliateDisclosure: rendered.body.affiliateDisclosure,
    adsSuppressed: rendered.body.adsSuppressed !== undefined,
    ...optional('adDebug', rendered.adDebug),
  };
}

/** A small body (live item, gallery item): sanitised and rendered, without ad slots;
 *  `text` is its plain text (for structured data, which never carries markup). */
export function renderInlineBody(
  ctx: PageContext,
  services: LoaderServices,
  html: string,
  contentId: string,
  content: Record<string, unknown>,
): { body: InlineBody; text: string } {
  // Ads and heading ids belong to the page body only; items never carry slots of their own.
  const rendered = render(ctx, services, html, contentId, content, { includeNodes: true, tableOfContents: false, suppressAds: true });
  return { body: { html: rendered.html }, text: textContent(rendered.nodes ?? []).replace(/\s+/g, ' ').trim() };
}

const HEADING = /^h[2-4]$/;

/** How-to steps from the body's headings: each heading names a step, the blocks up to
 *  the next heading are its text (spec issue: HowTo from the body's headings). */
export function howToSteps(nodes: readonly BodyNode[], headerLevel: string): { name: string; text: string }[] {
  const steps: { name: string; text: string }[] = [];
  let current: { name: string; text: string } | undefined;
  for (const node of nodes) {
    if (node.kind === 'element' && node.tag === headerLevel && HEADING.test(node.tag)) {
      const name = textContent(node.children).replace(/\s+/g, ' ').trim();
      current = name ? { name, text: '' } : undefined;
      if (current) steps.push(current);
      continue;
    }
    if (current && (node.kind === 'element' || node.kind === 'text')) {
      current.text = `${current.text} ${textContent([node])}`.replace(/\s+/g, ' ').trim();
    }
  }
  return steps;
}
