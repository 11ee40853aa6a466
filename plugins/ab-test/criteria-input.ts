// What criteria see of a page: route name, section, topic, brand, device and the
// tracking fields known before the page loads.
import { defineRequestState, type Device, type PageContext } from '../../core/index.ts';
import type { CriteriaInput } from './criteria.ts';

// Tracking fields an earlier middleware step keeps under 'tracking'. No plugin here owns
// that state, so it is read as unknown and only its string fields are used.
const trackingState = defineRequestState<unknown>('tracking');

function firstSegment(path: string, prefix: string): string | undefined {
  const rest = path.startsWith(prefix) ? path.slice(prefix.length) : path.replace(/^\//, '');
  const segment = rest.split('/')[0];
  return segment ? segment : undefined;
}

function stringFields(value: unknown): Record<string, string | readonly string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const fields: Record<string, string | readonly string[]> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') fields[key] = item;
    else if (Array.isArray(item) && item.every((entry) => typeof entry === 'string')) fields[key] = item;
  }
  return fields;
}

export function criteriaInputFor(ctx: PageContext, device: Device): CriteriaInput {
  const { meta, params, name } = ctx.route;
  const section = meta.section ?? params.section ?? firstSegment(ctx.request.path, ctx.site.prefix);
  const topic = meta.topic ?? params.topic;
  return {
    brand: ctx.brand,
    routeName: name,
    section,
    topic,
    device,
    tracking: {
      pageType: meta.page,
      routeName: name,
      siteSection: section,
      topicName: topic,
      brand: ctx.brand,
      deviceType: device,
      edition: ctx.edition,
      ...stringFields(trackingState.get(ctx)),
    },
  };
}
