// Site paths of stored content items, from the router (spec 000 §2.8): the embedded
// content store is seeded with these, so every item URL is a path the router serves.
import type { LoaderProject } from '../../page-loaders.ts';
import type { PathResolver } from '../../../content/embedded/content-path.ts';
import { type ContentForRoute, isAutoContent, routeForContent } from '../../../routing/route-for-content.ts';
import { staticRouteName } from './static-pages.ts';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A PathResolver built on routeForContent and the project's route table. */
export function createRoutePathResolver(project: Pick<LoaderProject, 'router' | 'routeChoice'>): PathResolver {
  const { router, routeChoice: choiceOptions } = project;
  const isAuto = (content: Record<string, unknown>) => isAutoContent(content as Pick<ContentForRoute, 'site'>, choiceOptions.autoContentSites);
  const tryUrl = (name: string, params: Record<string, string>): string | undefined => {
    try {
      return router.urlFor(name, params);
    } catch {
      return undefined;
    }
  };
  return (kind, content) => {
    const slug = text(content.slug);
    switch (kind) {
      case 'article':
      case 'livearticle':
      case 'gallery':
      case 'video':
      case 'product': {
        if (!slug) return undefined;
        return routeForContent(content as unknown as ContentForRoute, choiceOptions).path;
      }
      case 'topic':
      case 'collection': {
        // The seed does not always set their type name; the route family depends on it.
        if (!slug) return undefined;
        const typeName = kind === 'topic' ? 'content_topic' : 'content_collection';
        return routeForContent({ ...(content as unknown as ContentForRoute), typeName }, choiceOptions).path;
      }
      case 'review': {
        if (!slug) return undefined;
        // A stored review is always a review page: without a review type it is an in-depth review.
        const reviewType = text(content.reviewType) ?? text(content.revType) ?? 'review';
        return routeForContent({ ...(content as unknown as ContentForRoute), reviewType }, choiceOptions).path;
      }
      case 'tag':
        return slug ? tryUrl('tag', { slug }) : undefined;
      case 'author': {
        const username = text(content.username);
        return username ? tryUrl('author_profile', { username: username.toLowerCase() }) : undefined;
      }
      case 'static':
        return slug ? (tryUrl(staticRouteName(slug), {}) ?? text(content.url)) : undefined;
      case 'feature':
        if (slug === 'home') return tryUrl(isAuto(content) ? 'auto-frontdoor' : 'frontdoor', {});
        return slug ? tryUrl('feature-door', { slug }) : undefined;
      default:
        return undefined;
    }
  };
}
