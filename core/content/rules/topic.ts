// Topic paths (spec 000 §3): path = topicPath slugs then the topic's own slug;
// metaData.hubTopicPathString joins topics with '^'.
import type { Topic } from '../schemas/taxonomy.ts';

export const HUB_TOPIC_SEPARATOR = '^';

export function topicPathSlugs(topic: Topic): string[] {
  return [...(topic.topicPath ?? []).map((ancestor) => ancestor.slug), topic.slug];
}

export function hubTopicPathString(topic: Topic): string {
  const names = [...(topic.topicPath ?? []), topic].map((entry) => entry.name ?? entry.slug);
  return names.join(HUB_TOPIC_SEPARATOR);
}

/** Number of ancestors: 0 = top level, 1 = topic, 2 or more = subtopic (spec 000 §2.8). */
export function topicDepth(topic: Topic): number {
  return topic.topicPath?.length ?? 0;
}

/** The primary topic of a content item: the one marked primary, else the first. */
export function primaryTopic(topics: readonly Topic[] | undefined): Topic | undefined {
  return topics?.find((topic) => topic.primary) ?? topics?.[0];
}
