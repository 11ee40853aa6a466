// The front door of a brand (/, /2/, /roadshow/) and feature pages (/feature/{slug}/).
import type { FrontDoorProps } from '../components/listing/listing-props.ts';
import { ListingHeader } from '../components/listing/ListingHeader.tsx';
import { Pagination } from '../components/listing/Pagination.tsx';
import { StoryCard } from '../components/listing/StoryCard.tsx';
import { StoryList } from '../components/listing/StoryList.tsx';
import type { PageProps } from '../page-props.ts';

export function FrontDoorPage({ props }: PageProps<FrontDoorProps>) {
  const firstPage = props.page === 1;
  return (
    <div className={`front-door${props.isHome ? ' front-door--home' : ' front-door--feature'}`}>
      <ListingHeader
        title={firstPage ? props.heading : `${props.heading}: page ${props.page}`}
        {...(props.description ? { description: props.description } : {})}
        breadcrumbs={props.breadcrumbs}
      />
      {firstPage && props.lead ? (
        <section className="front-door__lead" aria-label="Lead story">
          <StoryCard story={props.lead} lead />
        </section>
      ) : null}
      {firstPage && props.topStories.stories.length > 0 ? <StoryList title={props.topStories.title} stories={props.topStories.stories} /> : null}
      <StoryList title={props.latest.title} stories={props.latest.stories} id="latest" />
      <Pagination pagination={props.pagination} />
    </div>
  );
}
