// Static and landing pages (spec 000 §2.2): built from the content API's static page
// (a Text component); a page the API does not have is built from the site config
// instead of answering 404. Landing pages add their paid-search variation.
import type { PageContext } from '../../../context.ts';
import { isContentNotFound } from '../../../content/errors.ts';
import { isComponentOf } from '../../../content/schemas/page.ts';
import type { StaticPage } from '../../../content/schemas/static-page.ts';
import type { LandingPageProps, StaticPageProps, StaticSection } from '../../../render/components/listing/listing-props.ts';
import type { LoadedPage, LoaderServices } from '../../page-loaders.ts';
import { contentRequest, siteOf } from '../content-request.ts';
import { breadcrumbsOf, cardImage, humanise, isSitePath, listingPage } from './common.ts';
import { staticContentId } from './static-pages.ts';

/** Pages kept out of search engines: proofs of concept and demos (spec 000 §2.2). */
function isUnlisted(ctx: PageContext): boolean {
  return ctx.request.path.startsWith('/_hidden/') || ctx.route.meta.layout === 'empty' || ctx.route.meta.maxAge === 0;
}

async function fetchStaticPage(ctx: PageContext, services: LoaderServices, id: string): Promise<StaticPage | undefined> {
  try {
    const result = await services.content.getPage({ site: siteOf(ctx.site), type: 'static', id, contentOnly: true }, contentRequest(ctx));
    const text = result.components.find((component) => isComponentOf(component, 'Text'));
    return isComponentOf(text, 'Text') ? text.data : undefined;
  } catch (error) {
    if (isContentNotFound(error)) return undefined;
    throw error;
  }
}

/** The navigation entry of this path in the site config, if any (its title names the page). */
function navigationTitle(ctx: PageContext): string | undefined {
  const links = [...ctx.site.navigation.header, ...ctx.site.navigation.footer];
  return links.find((link) => link.href === ctx.request.path)?.title;
}

/** A page from the site config alone: its navigation title (or route name) and the site's links. */
function pageFromConfig(ctx: PageContext): StaticPage {
  const headline = navigationTitle(ctx) ?? humanise(ctx.route.name.replace(/^hidden-/, ''));
  return {
    headline,
    ...(ctx.site.tagline ? { dek: ctx.site.tagline } : {}),
    body: '',
    sections: [
      {
        id: 'explore',
        title: `Explore ${ctx.site.name}`,
        links: [...ctx.site.navigation.header, ...ctx.site.navigation.footer].map((link) => ({ title: link.title, url: link.href })),
      },
    ],
  } as StaticPage;
}

function renderSections(ctx: PageContext, services: LoaderServices, page: StaticPage, id: string): StaticSection[] {
  const pipeline = services.bodies.get(ctx.brand);
  return (page.sections ?? []).map((section) => {
    const body =
      section.body && pipeline
        ? pipeline.render(section.body, {
            contentId: `${id}-${section.id}`,
            // Section blocks are short; ads belong in the main body only.
            content: { ...(page as Record<string, unknown>), suppressAds: true },
            log: ctx.log,
            environment: ctx.app.environment,
          }).html
        : undefined;
    return {
      id: section.id,
      title: section.title,
      ...(body ? { body: { html: body } } : {}),
      links: (section.links ?? []).map((link) => ({
        title: link.title,
        url: isSitePath(link.url) || /^https:\/\//.test(link.url) ? link.url : '/',
        ...(link.description ? { description: link.description } : {}),
      })),
    };
  });
}

interface BuiltStatic {
  props: StaticPageProps;
  page: StaticPage;
}

async function buildStatic(ctx: PageContext, services: LoaderServices): Promise<BuiltStatic> {
  const id = staticContentId(ctx.route);
  const fetched = await fetchStaticPage(ctx, services, id);
  const page = fetched ?? pageFromConfig(ctx);
  const pipeline = services.bodies.get(ctx.brand);
  const rendered =
    page.body && pipeline
      ? pipeline.render(page.body, {
          contentId: page.id ?? id,
          content: page as Record<string, unknown>,
          log: ctx.log,
          environment: ctx.app.environment,
        })
      : undefined;
  const image = cardImage(page.image, services, 'wide_980');
  const props: StaticPageProps = {
    headline: page.headline,
    ...(page.dek ? { dek: page.dek } : {}),
    ...(image ? { image } : {}),
    ...(rendered && rendered.html !== '' ? { body: { staticHtml: 'body', ...rendered } } : {}),
    sections: renderSections(ctx, services, page, id),
    sponsored: ctx.route.meta.isSponsored === true,
    fromConfig: fetched === undefined,
    breadcrumbs: breadcrumbsOf(ctx, [{ name: page.headline, url: ctx.request.path }]),
  };
  return { props, page };
}

/** A static or landing page under its title: its description is the SEO description,
 *  the dek or the site's tagline. */
function staticPage<Props extends StaticPageProps>(ctx: PageContext, services: LoaderServices, page: StaticPage, props: Props, title: string): LoadedPage<Props> {
  const description = page.seoMetaDescription ?? page.dek ?? ctx.site.tagline;
  return listingPage({
    ctx,
    services,
    props,
    heading: title,
    ...(description ? { description } : {}),
    path: ctx.request.path,
    breadcrumbs: props.breadcrumbs,
    image: page.image,
    noIndex: page.noIndex === true || isUnlisted(ctx),
  });
}

export async function loadStatic(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<StaticPageProps>> {
  const { props, page } = await buildStatic(ctx, services);
  return staticPage(ctx, services, page, props, page.headline);
}

export async function loadLanding(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<LandingPageProps>> {
  const { props, page } = await buildStatic(ctx, services);
  const landing: LandingPageProps = { ...props };
  const variationId = ctx.route.params.variation;
  let title = page.headline;
  if (variationId) {
    // The variation's own block (section id = variation) heads the page; its links are the offers.
    const block = props.sections.find((section) => section.id === variationId);
    const variationTitle = block?.title ?? humanise(variationId);
    landing.variation = { id: variationId, title: variationTitle };
    landing.sections = [...(block ? [block] : []), ...props.sections.filter((section) => section !== block && !isVariationBlock(ctx, section.id))];
    title = `${variationTitle} - ${page.headline}`;
  }
  return staticPage(ctx, services, page, landing, title);
}

/** Blocks of the other variations are not shown on this one. */
function isVariationBlock(ctx: PageContext, id: string): boolean {
  const allowed = ctx.route.route.params?.variation?.oneOf ?? [];
  return allowed.includes(id);
}
