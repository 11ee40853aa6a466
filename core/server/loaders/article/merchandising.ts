// What the brand's merchandising config (spec 000 §9) shows on one article-like page:
// the promotions and widgets whose window is open today and whose targets match the
// page's topics, collections or topic sets, and whether its buy buttons are wide.
import { isOpen, type Merchandising, type Promotion, WIDE_BUTTON_SET, type Widget } from '../../../config/merchandising.ts';
import type { MerchandisingProps } from '../../../render/components/article/article-props.ts';

export interface PageTaxonomy {
  topics?: readonly { slug: string }[] | undefined;
  collections?: readonly { slug: string }[] | undefined;
}

export function pageMerchandising(config: Merchandising, page: PageTaxonomy, now: Date): MerchandisingProps {
  const topics = new Set((page.topics ?? []).map((topic) => topic.slug));
  const collections = new Set((page.collections ?? []).map((collection) => collection.slug));
  // Topic sets whose window is open and that hold one of the page's topics.
  const sets = new Set(
    Object.entries(config.topicSets)
      .filter(([, set]) => isOpen(set, now) && set.topics.some((topic) => topics.has(topic)))
      .map(([name]) => name),
  );
  const targets = (entry: Promotion | Widget): boolean => {
    if (!entry.topics && !entry.collections && !entry.topicSets) return true;
    return (
      (entry.topics ?? []).some((topic) => topics.has(topic)) ||
      (entry.collections ?? []).some((collection) => collections.has(collection)) ||
      (entry.topicSets ?? []).some((set) => sets.has(set))
    );
  };
  const shown = (entry: Promotion | Widget): boolean => isOpen(entry, now) && targets(entry);
  const widgets = Object.entries(config.widgets).flatMap(([kind, widget]) =>
    widget && shown(widget) ? [{ kind, title: widget.title, href: widget.href, linkText: widget.linkText, ...(widget.text ? { text: widget.text } : {}), ...(widget.devices ? { devices: widget.devices } : {}) }] : [],
  );
  return {
    promotions: config.promotions.filter(shown).map(({ id, text, href }) => ({ id, text, href })),
    widgets,
    wideButtons: sets.has(WIDE_BUTTON_SET),
  };
}
