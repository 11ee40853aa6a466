// Listings of one entity (spec 000 §2.2): topic (/topics/{slug}/, auto /roadshow/{slug}/),
// tag, collection and author profile. Paged with `?page=N` (the routes have no page segment).
import type { PageContext } from '../../../context.ts';
import { notFound } from '../../../content/errors.ts';
import { fullName, isMedicalReviewer, isValidAuthor, twitterHandle } from '../../../content/rules/author.ts';
import type { ContentList } from '../../../content/schemas/content-list.ts';
import type { Image } from '../../../content/schemas/image.ts';
import { isComponentOf, type TypedComponent } from '../../../content/schemas/page.ts';
import type { Author } from '../../../content/schemas/people.ts';
import type { Collection, Tag, Topic } from '../../../content/schemas/taxonomy.ts';
import type { AuthorProfileProps, ListingProps, SocialLink } from '../../../render/components/listing/listing-props.ts';
import type { BreadcrumbData } from '../../../render/components/listing/story-card-data.ts';
import type { JsonLd } from '../../../seo/structured-data.ts';
import type { LoadedPage, LoaderServices } from '../../page-loaders.ts';
import {
  absoluteUrl,
  breadcrumbsOf,
  cardImage,
  listingPage,
  loadMoreOf,
  storyCards,
} from './common.ts';
import { contentRequest, siteOf } from '../content-request.ts';
import { pageNumberFromQuery, paginationOf, queryPagePath } from '../paging.ts';

type EntityKind = 'topic' | 'tag' | 'collection' | 'author';

const PAGE_TYPES: Record<EntityKind, string> = { topic: 'topics', tag: 'tags', collection: 'collections', author: 'authors' };

interface EntityListing {
  list: ContentList;
  /** The list component's links: its next link is "Load more". */
  links: TypedComponent['links'];
  metadata: Record<string, unknown>;
  page: number;
  /** Site path of page 1. */
  path: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function loadEntity(ctx: PageContext, services: LoaderServices, kind: EntityKind, id: string): Promise<EntityListing> {
  const page = pageNumberFromQuery(ctx.request.query);
  const { router } = services.project;
  const result = await services.content.getPage(
    { site: siteOf(ctx.site), type: PAGE_TYPES[kind], id, contentOnly: true, ...(page > 1 ? { query: { page: String(page) } } : {}) },
    // A renamed entity answers with its new slug: the same route under that slug.
    contentRequest(ctx, (slug) => router.urlFor(ctx.route.name, kind === 'author' ? { username: slug.toLowerCase() } : { slug })),
  );
  const component = result.components.find((item) => isComponentOf(item, 'ContentList'));
  if (!isComponentOf(component, 'ContentList')) throw notFound();
  const metadata = component.metadata?.[kind];
  if (!isRecord(metadata)) throw notFound();
  if (page > 1 && component.data.items.length === 0) throw notFound();
  return { list: component.data, links: component.links, metadata, page, path: ctx.request.path };
}

function entityPage(
  ctx: PageContext,
  services: LoaderServices,
  entity: EntityListing,
  view: { heading: string; kicker: string; description?: string; image?: Image; imagePreset?: string; trail?: BreadcrumbData[]; related?: ListingProps['related'] },
  extra: { structuredData?: (JsonLd | undefined)[]; type?: string } = {},
): LoadedPage<ListingProps> {
  const pathFor = queryPagePath(entity.path);
  const pagination = paginationOf(entity.list.paging, entity.page, pathFor);
  if (pagination && entity.page > pagination.totalPages) throw notFound();
  const breadcrumbs = breadcrumbsOf(ctx, [...(view.trail ?? []), { name: view.heading, url: entity.path }]);
  const description = view.description ?? `${view.kicker}: the latest ${view.heading} stories from ${ctx.site.name}.`;
  const image = cardImage(view.image, services, view.imagePreset ?? 'wide_720');
  const more = loadMoreOf({ links: entity.links }, pagination?.next);
  const props: ListingProps = {
    heading: view.heading,
    kicker: view.kicker,
    description,
    ...(image ? { image } : {}),
    stories: storyCards(entity.list, services, new Date()),
    ...(pagination ? { pagination } : {}),
    ...(more ? { more } : {}),
    breadcrumbs,
    ...(view.related && view.related.length > 0 ? { related: view.related } : {}),
  };
  return listingPage({
    ctx,
    services,
    props,
    heading: view.heading,
    page: entity.page,
    description,
    path: pathFor(entity.page),
    pagination,
    breadcrumbs,
    image: view.image,
    ...(extra.type ? { type: extra.type } : {}),
    ...(extra.structuredData ? { structuredData: extra.structuredData } : {}),
  });
}

/** The path of a topic page: auto topics live under /roadshow/ (spec 000 §2.8). */
function topicPath(services: LoaderServices, slug: string): string {
  const auto = services.project.routesConfig.topics.auto.includes(slug);
  return services.project.router.urlFor(auto ? 'auto-topic' : 'topic', { slug });
}

export async function loadTopic(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<ListingProps>> {
  const slug = ctx.route.params.slug ?? '';
  const entity = await loadEntity(ctx, services, 'topic', slug);
  const topic = entity.metadata as Topic & { image?: Image };
  const heading = topic.name ?? slug;
  const trail = (topic.topicPath ?? []).map((parent) => ({ name: parent.name ?? parent.slug, url: topicPath(services, parent.slug) }));
  return entityPage(ctx, services, entity, {
    heading,
    kicker: 'Topic',
    ...(topic.description ? { description: topic.description } : {}),
    ...(topic.image ? { image: topic.image } : {}),
    trail,
  });
}

export async function loadTag(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<ListingProps>> {
  const slug = ctx.route.params.slug ?? '';
  const entity = await loadEntity(ctx, services, 'tag', slug);
  const tag = entity.metadata as Tag & { description?: string };
  return entityPage(ctx, services, entity, {
    heading: tag.name ?? slug,
    kicker: 'Tag',
    ...(tag.description ? { description: tag.description } : {}),
  });
}

export async function loadCollection(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<ListingProps>> {
  const slug = ctx.route.params.slug ?? '';
  const entity = await loadEntity(ctx, services, 'collection', slug);
  const collection = entity.metadata as Collection;
  // Hidden collections are markers (high value, …), not pages.
  if (collection.hide === true) throw notFound();
  return entityPage(ctx, services, entity, {
    heading: collection.title ?? slug,
    kicker: 'Collection',
    ...(collection.description ? { description: collection.description } : {}),
    ...(collection.image ? { image: collection.image } : {}),
  });
}

function socialLinks(author: Author): SocialLink[] {
  const ids = author.socialProfileIds ?? {};
  const links: SocialLink[] = [];
  const handle = twitterHandle(author);
  if (handle) links.push({ network: 'twitter', label: handle, url: `https://twitter.com/${encodeURIComponent(handle.slice(1))}` });
  const instagram = ids.instagram?.trim().replace(/^@+/, '');
  if (instagram) links.push({ network: 'instagram', label: `@${instagram}`, url: `https://www.instagram.com/${encodeURIComponent(instagram)}/` });
  const facebook = (ids.facebookPage ?? ids.facebookProfile)?.trim();
  if (facebook) links.push({ network: 'facebook', label: 'Facebook', url: `https://www.facebook.com/${encodeURIComponent(facebook)}` });
  return links;
}

export async function loadAuthorProfile(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<AuthorProfileProps>> {
  const username = ctx.route.params.username ?? '';
  const entity = await loadEntity(ctx, services, 'author', username);
  const author = entity.metadata as Author;
  // An author is valid only with a username (spec 000 §3).
  if (!isValidAuthor(author)) throw notFound();
  const name = fullName(author) || author.username;
  const medicalReviewer = isMedicalReviewer(author);
  const details = [
    { label: 'Expertise', text: author.expertise },
    { label: 'Education', text: author.education },
    { label: 'Awards and credentials', text: author.awardsAndCredentials },
    { label: 'Disclosure', text: author.authorDisclosure },
  ].filter((detail): detail is { label: string; text: string } => typeof detail.text === 'string' && detail.text.trim() !== '');
  const social = socialLinks(author);
  const profile: Omit<AuthorProfileProps, keyof ListingProps> = {
    ...(author.title ? { jobTitle: author.title } : {}),
    ...(author.authorBio ? { bio: author.authorBio } : {}),
    medicalReviewer,
    social,
    details,
  };
  const personUrl = absoluteUrl(services, entity.path);
  const person: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    mainEntity: {
      '@type': 'Person',
      name,
      url: personUrl,
      ...(author.title ? { jobTitle: author.title } : {}),
      ...(author.authorBio ? { description: author.authorBio } : {}),
      ...(social.length > 0 ? { sameAs: social.map((link) => link.url) } : {}),
    },
  };
  const listing = entityPage(
    ctx,
    services,
    entity,
    {
      heading: name,
      kicker: medicalReviewer ? 'Medical Reviewer' : (author.title ?? 'Author'),
      description: author.authorBio ?? `Stories by ${name}.`,
      ...(author.image ? { image: author.image, imagePreset: 'square_200' } : {}),
    },
    { structuredData: [person], type: 'profile' },
  );
  return { ...listing, props: { ...listing.props, ...profile } };
}
