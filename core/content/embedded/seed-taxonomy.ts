// Authors, tags, topics and collections: read before the content that names them, kept in the
// context by slug, and stored as items of their own (spec 000 §3 Author, Tag, Topic, Collection).
import { type SiteSegment, TYPE_NAMES } from '../api-words.ts';
import { AuthorSchema } from '../schemas/people.ts';
import { CollectionSchema, TagSchema, TopicSchema } from '../schemas/taxonomy.ts';
import type { ContentFile } from './front-matter.ts';
import { SHARED_SITE } from './kinds.ts';
import { nonEmptyString, type SeedContext } from './seed-context.ts';
import { listItems } from './seed-files.ts';
import { stableId, unlistedItem } from './seed-item.ts';

export function readAuthor(ctx: SeedContext, file: ContentFile): void {
  const data = { ...file.data };
  const username = nonEmptyString(data.username);
  if (!username) {
    ctx.fail(file, [], "an author needs a 'username'");
    return;
  }
  data.id = nonEmptyString(data.id) ?? stableId('author', username);
  if (data.image !== undefined) data.image = ctx.image(file, ['image'], data.image);
  if (!ctx.validate(file, AuthorSchema, data)) return;
  ctx.authors.set(username, data);
  ctx.items.push(
    unlistedItem({
      site: SHARED_SITE,
      kind: 'author',
      slug: username.toLowerCase(),
      id: String(data.id),
      url: ctx.resolvePath('author', data),
      typeName: TYPE_NAMES.author,
      data,
    }),
  );
}

export function readTags(ctx: SeedContext, file: ContentFile, site: string): void {
  listItems(file).forEach((entry, index) => {
    const tag = { slug: nonEmptyString(entry.slug), name: nonEmptyString(entry.name) ?? nonEmptyString(entry.slug) };
    if (!ctx.validate(file, TagSchema, tag)) return;
    if (!tag.slug) {
      ctx.fail(file, ['items', index], "a tag needs a 'slug'");
      return;
    }
    ctx.tags.set(tag.slug, tag);
    ctx.items.push(
      unlistedItem({
        site,
        kind: 'tag',
        slug: tag.slug,
        id: stableId('tag', tag.slug),
        url: ctx.resolvePath('tag', tag),
        typeName: TYPE_NAMES.tag,
        data: { ...tag, description: nonEmptyString(entry.description) },
      }),
    );
  });
}

/** Topics with their parents: each carries its topic path, from the top down (spec 000 §3 Topic). */
export function readTopics(ctx: SeedContext, file: ContentFile, site: SiteSegment): void {
  const raw = new Map<string, Record<string, unknown>>();
  listItems(file).forEach((entry) => {
    const slug = nonEmptyString(entry.slug);
    if (slug) raw.set(slug, entry);
  });
  const topics = new Map<string, Record<string, unknown>>();
  const build = (slug: string, seen: Set<string>): Record<string, unknown> | undefined => {
    const done = topics.get(slug);
    if (done) return done;
    const entry = raw.get(slug);
    if (!entry || seen.has(slug)) return undefined;
    seen.add(slug);
    const parentSlug = nonEmptyString(entry.parent);
    const parent = parentSlug ? build(parentSlug, seen) : undefined;
    const index = listItems(file).indexOf(entry);
    if (parentSlug && !parent) ctx.fail(file, ['items', index, 'parent'], `unknown parent topic '${parentSlug}'`);
    const ancestors = parent
      ? [...((parent.topicPath as Record<string, unknown>[]) ?? []), { id: parent.id, slug: parent.slug, name: parent.name }]
      : [];
    const name = nonEmptyString(entry.name) ?? slug;
    const slugs = [...ancestors.map((a) => String(a.slug)), slug];
    const topic: Record<string, unknown> = {
      id: stableId(`topic:${site}`, slug),
      uuid: stableId(`topic-uuid:${site}`, slug),
      slug,
      name,
      typeName: TYPE_NAMES.topic,
      description: nonEmptyString(entry.description),
      typePath: TYPE_NAMES.topic,
      hPath: slugs.join('/'),
      hslugPath: slugs.join('/'),
      topicPath: ancestors,
      metaData: { hubTopicPathString: [...ancestors.map((a) => String(a.name)), name].join('^') },
    };
    if (entry.image !== undefined) topic.image = ctx.image(file, ['items', index, 'image'], entry.image);
    if (!ctx.validate(file, TopicSchema, topic)) return undefined;
    topics.set(slug, topic);
    return topic;
  };
  for (const slug of raw.keys()) build(slug, new Set());
  ctx.topics.set(site, topics);
  for (const topic of topics.values()) {
    ctx.items.push(
      unlistedItem({
        site,
        kind: 'topic',
        slug: String(topic.slug),
        id: String(topic.id),
        url: ctx.resolvePath('topic', { ...topic, site }),
        typeName: TYPE_NAMES.topic,
        data: { ...topic, site },
      }),
    );
  }
}

export function readCollections(ctx: SeedContext, file: ContentFile, site: SiteSegment): void {
  const map = new Map<string, Record<string, unknown>>();
  listItems(file).forEach((entry, index) => {
    const slug = nonEmptyString(entry.slug);
    if (!slug) {
      ctx.fail(file, ['items', index], "a collection needs a 'slug'");
      return;
    }
    const collection: Record<string, unknown> = {
      ...entry,
      id: nonEmptyString(entry.id) ?? stableId(`collection:${site}`, slug),
      typeSlug: nonEmptyString(entry.typeSlug) ?? 'collection',
    };
    if (entry.image !== undefined) collection.image = ctx.image(file, ['items', index, 'image'], entry.image);
    if (!ctx.validate(file, CollectionSchema, collection)) return;
    map.set(slug, collection);
    ctx.items.push(
      unlistedItem({
        site,
        kind: 'collection',
        slug,
        id: String(collection.id),
        url: ctx.resolvePath('collection', collection),
        typeName: TYPE_NAMES.collection,
        data: collection,
      }),
    );
  });
  ctx.collections.set(site, map);
}
