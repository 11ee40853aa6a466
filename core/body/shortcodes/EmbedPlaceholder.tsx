// A third-party embed as the server renders it: a static card (title, link, thumbnail
// where known) whose data attributes let the consent plugin load the real embed in
// the browser once its category is granted. Nothing third-party loads from here.
import type { ReactNode } from 'react';
import type { ConsentCategory } from '../../scripts/consent.ts';

export type { ConsentCategory };

interface Props {
  provider: string;
  /** What the browser side loads after consent (iframe src). */
  src: string;
  /** Where the card links: the item on the provider's own site. */
  link: string;
  title: string;
  category: ConsentCategory;
  thumbnail?: string | undefined;
  children?: ReactNode;
}

export function EmbedPlaceholder({ provider, src, link, title, category, thumbnail, children }: Props) {
  return (
    <figure className={`embed embed--${provider}`} data-embed={provider} data-src={src} data-consent-category={category}>
      <a className="embed__link" href={link} rel="nofollow noopener noreferrer" target="_blank">
        {thumbnail !== undefined && <img className="embed__thumbnail" src={thumbnail} alt="" loading="lazy" />}
        <span className="embed__title">{title}</span>
      </a>
      {children}
    </figure>
  );
}
