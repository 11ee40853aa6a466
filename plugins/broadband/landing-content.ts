// The editorial part of the plugin's landing pages (headline, dek, intro, blocks), read
// from the content API's static page of the route, as the core's landing pages are; a
// page the API does not have gets the headline given here.
import { brandFacts, type HeadTag, isComponentOf, type LoadedPage, type PageContext, type PageDefinition } from '../../core/index.ts';
import type { LandingLink, LandingSection, LandingText } from './page-props.ts';

type Services = Parameters<NonNullable<PageDefinition['load']>>[1];

export interface LandingContent extends LandingText {
  description?: string;
  noIndex: boolean;
  sections: LandingSection[];
}

/** Only site paths and https links leave content for a link. */
const safeLink = (url: string) => (/^\/(?!\/)/.test(url) || /^https:\/\/[^\s]+$/.test(url) ? url : '/');

export async function loadLandingContent(ctx: PageContext, services: Services, fallbackHeadline: string): Promise<LandingContent> {
  let page:
    | { headline: string; dek?: string; body: string; noIndex?: boolean; seoMetaDescription?: string; sections?: { id: string; title: string; body?: string; links?: LandingLink[] }[] }
    | undefined;
  try {
    const result = await services.content.getPage(
      { site: brandFacts(ctx.site).contentSite, type: 'static', id: ctx.route.name, contentOnly: true },
      { txId: ctx.txId, edition: ctx.edition, log: ctx.log },
    );
    const text = result.components.find((component) => isComponentOf(component, 'Text'));
    if (isComponentOf(text, 'Text')) page = text.data;
  } catch (error) {
    // The tools work without their editorial text.
    ctx.log.info({ err: error }, `broadband: no static content for ${ctx.route.name}`);
  }
  const pipeline = services.bodies.get(ctx.brand);
  // Blocks are short: no ads, no table of contents.
  const render = (html: string | undefined, contentId: string) =>
    html && pipeline ? pipeline.render(html, { contentId, content: { ...page, suppressAds: true }, log: ctx.log, environment: ctx.app.environment, tableOfContents: false }).html : '';
  const bodyHtml = render(page?.body, ctx.route.name);
  return {
    headline: page?.headline ?? fallbackHeadline,
    ...(page?.dek ? { dek: page.dek } : {}),
    ...(bodyHtml ? { bodyHtml } : {}),
    ...(page?.seoMetaDescription || page?.dek ? { description: page.seoMetaDescription ?? page.dek } : {}),
    noIndex: page?.noIndex === true || ctx.request.path.startsWith('/_hidden/'),
    sections: (page?.sections ?? []).map((section) => {
      const sectionHtml = render(section.body, `${ctx.route.name}-${section.id}`);
      return {
      id: section.id,
      title: section.title,
      ...(sectionHtml ? { bodyHtml: sectionHtml } : {}),
      links: (section.links ?? []).map((link) => ({ title: link.title, url: safeLink(link.url), ...(link.description ? { description: link.description } : {}) })),
      };
    }),
  };
}

/** The page as loaded: title, SEO head tags (description, canonical, robots) and props. */
export function landingPage<P extends object>(ctx: PageContext, content: LandingContent, title: string, props: P): LoadedPage<P> {
  const head: HeadTag[] = [{ tag: 'link', attrs: { rel: 'canonical', href: `${ctx.app.server.publicOrigin}${ctx.request.path}` } }];
  if (content.description) head.push({ tag: 'meta', attrs: { name: 'description', content: content.description } });
  if (content.noIndex) head.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  return { title, head, props };
}
