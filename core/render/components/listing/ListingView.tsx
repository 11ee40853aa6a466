// The body of a listing page (topic, tag, collection, author): header, stories,
// pagination and related links. A listing whose component has a next link ends in "Load
// more", which takes the place of its Next link.
import type { ReactNode } from 'react';
import { ListingHeader } from './ListingHeader.tsx';
import type { ListingProps } from './listing-props.ts';
import { LoadMoreList } from './LoadMore.tsx';
import { backOnly, Pagination } from './Pagination.tsx';
import { StoryList } from './StoryList.tsx';
import { imageAttrs } from '../image-attrs.ts';

interface Props {
  listing: ListingProps;
  className: string;
  /** Extra blocks below the heading (an author's bio, …). */
  children?: ReactNode;
  emptyText?: string;
}

export function ListingView({ listing, className, children, emptyText }: Props) {
  const { pagination, more } = listing;
  return (
    <div className={`listing-page ${className}`}>
      <ListingHeader
        title={listing.heading}
        {...(listing.kicker ? { kicker: listing.kicker } : {})}
        {...(listing.description ? { description: listing.description } : {})}
        breadcrumbs={listing.breadcrumbs}
      >
        {listing.image ? (
          <img className="listing-header__image" {...imageAttrs(listing.image)} />
        ) : null}
      </ListingHeader>
      {children}
      {more ? (
        // Keyed by its first next link: another listing opened in-app starts afresh.
        <LoadMoreList key={more.link} stories={listing.stories} more={more} {...(emptyText ? { emptyText } : {})} />
      ) : (
        <StoryList stories={listing.stories} {...(emptyText ? { emptyText } : {})} />
      )}
      <Pagination pagination={more ? backOnly(pagination) : pagination} />
      {listing.related && listing.related.length > 0 ? (
        <nav className="listing-related" aria-label="Related">
          <ul>
            {listing.related.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
