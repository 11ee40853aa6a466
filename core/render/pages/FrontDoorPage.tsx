// The front door of a brand (/, /2/, /roadshow/) and feature pages (/feature/{slug}/): the
// page's components (feature layout, top stories, "Latest") through the component registry.
import { ListingHeader } from '../components/listing/ListingHeader.tsx';
import { backOnly, Pagination } from '../components/listing/Pagination.tsx';
import { PageComponents } from '../components/PageComponents.tsx';
import type { FrontDoorComponentsProps } from '../components/page-components/component-page-props.ts';
import { loadsMore } from '../components/page-components/component-views.ts';
import { Slot } from '../components/Slot.tsx';
import type { PageProps } from '../page-props.ts';
import { CORE_SLOTS } from '../slots.ts';

export function FrontDoorPage({ page, props }: PageProps<FrontDoorComponentsProps>) {
  const firstPage = props.page === 1;
  return (
    <div className={`front-door${props.isHome ? ' front-door--home' : ' front-door--feature'}`}>
      <ListingHeader
        title={firstPage ? props.heading : `${props.heading}: page ${props.page}`}
        {...(props.description
          ? {
              description: (
                <Slot name={CORE_SLOTS.frontDoorDescription} page={page}>
                  {props.description}
                </Slot>
              ),
            }
          : {})}
        breadcrumbs={props.breadcrumbs}
      />
      <PageComponents items={props.components} />
      <Pagination pagination={loadsMore(props.components) ? backOnly(props.pagination) : props.pagination} />
    </div>
  );
}
