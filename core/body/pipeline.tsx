// The body pipeline of one brand: parse and sanitise → affiliate links → link rel →
// <br> runs → table of contents → FAQ and disclosure notes → `injectAds` → React →
// static HTML, rendered once on the server (ArticleBody shows it without re-sending).
import { Value } from '@sinclair/typebox/value';
import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteConfig } from '../config/types.ts';
import type { CoreHooks } from '../hooks.ts';
import type { AdPlacement } from './ad-engine.ts';
import type { BodyImageUrls } from './body-images.ts';
import { type BodyConfig, BodyConfigSchema } from '../config/body-config.ts';
import { parseBody } from './parse-body.ts';
import { createNodeRenderer } from './render-nodes.tsx';
import { needsAffiliateDisclosure } from './steps/affiliate-disclosure.ts';
import { convertAffiliateLinks } from './steps/affiliate-links.ts';
import { collapseBreaks } from './steps/collapse-breaks.ts';
import { attachCommerceData, commerceShortcodeIds } from './steps/commerce-data.ts';
import { collectFaq } from './steps/faq.ts';
import { applyLinkRules } from './steps/link-rel.ts';
import { collectTableOfContents, isBestListPage } from './steps/table-of-contents.ts';
import type { BodyContext, BodyLogger, BodyNode, RenderedBody } from './types.ts';

export interface BodyRenderInput {
  contentId: string;
  content: Record<string, unknown>;
  log: BodyLogger;
  environment: string;
  /** Include the final node list in the result (CLI `--json`, tests). */
  includeNodes?: boolean;
  /** Collect a table of contents (default true). Bodies shown inside another page (live
   *  items, gallery items) say false, so heading ids stay unique on the page. */
  tableOfContents?: boolean;
  /** Commerce shortcode answers by product id (see `commerceIds`). */
  commerce?: ReadonlyMap<string, unknown>;
}

export interface BodyPipeline {
  readonly config: BodyConfig;
  render(html: string, input: BodyRenderInput): RenderedBody;
  /** The product ids of the body's id-based commerce shortcodes, whose answers `render` takes. */
  commerceIds(html: string): string[];
}

/** Logs nothing: for a parse whose findings another says. */
const QUIET: BodyLogger = { warn: () => {}, info: () => {} };

/** The brand's `body` config with every default filled in. */
export function resolveBodyConfig(body: unknown): BodyConfig {
  return Value.Default(BodyConfigSchema, structuredClone(body ?? {})) as BodyConfig;
}

/** The ordered enhancement steps, each a pure function over the node list. */
export function enhanceBody(nodes: BodyNode[], config: BodyConfig): BodyNode[] {
  const withCommerceLinks = convertAffiliateLinks(nodes, config.affiliateHosts);
  const withLinkRules = applyLinkRules(withCommerceLinks, config);
  return collapseBreaks(withLinkRules);
}

function rejected(code: string, message: string): RenderedBody {
  return { html: '', toc: [], adSlots: [], adPositions: [], faq: [], affiliateDisclosure: false, rejected: { code, message } };
}

export interface BodyPipelineOptions {
  /** Signed image URLs for the body's pictures (the server's; see `BodyContext.images`). */
  images?: BodyImageUrls;
}

/** The pipeline renders through `hooks`: a brand's bag, which carries the core's shortcode
 *  and ad-engine taps (createBrandHooks in core/project.ts). */
export function createBodyPipeline(hooks: CoreHooks, site: SiteConfig, options: BodyPipelineOptions = {}): BodyPipeline {
  const config = resolveBodyConfig(site.body);
  const unknownLogged = new Set<string>();
  const renderNodes = createNodeRenderer({ hooks, unknownLogged, isolate: false });
  const renderIsolated = createNodeRenderer({ hooks, unknownLogged, isolate: true });

  return {
    config,
    commerceIds(html) {
      try {
        // What is wrong with the body is said once, by `render`.
        return commerceShortcodeIds(parseBody(html, { maxLength: config.maxBodyLength, log: QUIET }));
      } catch {
        return [];
      }
    },
    render(html, input) {
      const { log } = input;
      let parsed: BodyNode[];
      try {
        parsed = parseBody(html, { maxLength: config.maxBodyLength, log });
      } catch (error) {
        const { code = 'NEUTRON_ERR_BODY', message } = error as Error & { code?: string };
        (log.error ?? log.warn).call(log, { contentId: input.contentId, code }, `article body rejected: ${message}`);
        return rejected(code, message);
      }
      const enhanced = enhanceBody(input.commerce ? attachCommerceData(parsed, input.commerce) : parsed, config);
      const { nodes: withToc, toc } =
        input.tableOfContents === false
          ? { nodes: enhanced, toc: [] }
          : collectTableOfContents(enhanced, {
              headerLevel: config.toc.headerLevel,
              contentId: input.contentId,
              bestList: isBestListPage(input.content),
            });
      const faq = collectFaq(withToc, input.content);
      const affiliateDisclosure = needsAffiliateDisclosure(withToc, input.content);

      let render = renderNodes;
      const ctx: BodyContext = {
        brand: site.id,
        contentId: input.contentId,
        content: input.content,
        collected: { toc, faq, affiliateDisclosure },
        log,
        config,
        adSlots: [...config.adSlots],
        environment: input.environment,
        ...(options.images ? { images: options.images } : {}),
        renderNodes: (nodes) => render(nodes, ctx),
      };
      const nodes = hooks.injectAds.call(withToc, ctx);
      const placement = ctx.collected.adPlacement as AdPlacement | undefined;

      let markup: string;
      try {
        markup = renderToStaticMarkup(<Fragment>{render(nodes, ctx)}</Fragment>);
      } catch (error) {
        // A renderer returned an element that throws while rendering: find and skip it.
        log.warn({ contentId: input.contentId, err: (error as Error).message }, 'article body render failed; retrying with each shortcode isolated');
        render = renderIsolated;
        markup = renderToStaticMarkup(<Fragment>{render(nodes, ctx)}</Fragment>);
      }
      const result: RenderedBody = {
        html: markup,
        toc,
        adSlots: placement?.placed ?? [],
        adPositions: placement?.positions ?? [],
        faq,
        affiliateDisclosure,
      };
      if (placement?.suppressed !== undefined) result.adsSuppressed = placement.suppressed;
      if (!placement) result.noAdEngine = true;
      if (input.includeNodes) result.nodes = nodes;
      return result;
    },
  };
}
