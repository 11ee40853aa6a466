// Door pages: /reviews/, /news/, /health/sleep/, /ces/, /roadshow/news/ … Feature pages
// (/feature/{slug}/) share the route's page key but are built like a front door. The
// door's list renders through the component registry.
import { ListingHeader } from '../components/listing/ListingHeader.tsx';
import { backOnly, Pagination } from '../components/listing/Pagination.tsx';
import { TopicLinks } from '../components/listing/TopicLinks.tsx';
import { PageComponents } from '../components/PageComponents.tsx';
import type { DoorComponentsProps, FrontDoorComponentsProps } from '../components/page-components/component-page-props.ts';
import { loadsMore } from '../components/page-components/component-views.ts';
import type { PageProps } from '../page-props.ts';
import { FrontDoorPage } from './FrontDoorPage.tsx';
import { imageAttrs } from '../components/image-attrs.ts';

function isFeature(props: DoorComponentsProps | FrontDoorComponentsProps): props is FrontDoorComponentsProps {
  return 'isHome' in props;
}

export function DoorPage({ page, props }: PageProps<DoorComponentsProps | FrontDoorComponentsProps>) {
  if (isFeature(props)) return <FrontDoorPage page={page} props={props} />;
  return (
    <div className="listing-page door-page">
      <ListingHeader
        title={props.heading}
        {...(props.kicker ? { kicker: props.kicker } : {})}
        {...(props.description ? { description: props.description } : {})}
        breadcrumbs={props.breadcrumbs}
      >
        {props.image ? (
          <img className="listing-header__image" {...imageAttrs(props.image)} />
        ) : null}
      </ListingHeader>
      {props.related ? <TopicLinks links={props.related} /> : null}
      <PageComponents items={props.components} />
      <Pagination pagination={loadsMore(props.components) ? backOnly(props.pagination) : props.pagination} />
    </div>
  );
}
