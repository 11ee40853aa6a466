// A titled list of links: tags, topics, related stories.
import { SPONSORED_CARD_LABEL } from '../listing/StoryCard.tsx';
import type { LinkItem } from './article-props.ts';

interface Props {
  title: string;
  links: LinkItem[];
  className: string;
}

export function LinkList({ title, links, className }: Props) {
  if (links.length === 0) return null;
  return (
    <section className={className}>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            {link.sponsored ? <span className="story-card__sponsored">{SPONSORED_CARD_LABEL}</span> : null}
            <a href={link.href}>{link.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
