// Door pages: /reviews/, /news/, /health/sleep/, /ces/, /roadshow/news/ … Feature pages
// (/feature/{slug}/) share the route's page key but are built like a front door.
import type { FrontDoorProps, ListingProps } from '../components/listing/listing-props.ts';
import { ListingView } from '../components/listing/ListingView.tsx';
import type { PageProps } from '../page-props.ts';
import { FrontDoorPage } from './FrontDoorPage.tsx';

function isFeature(props: ListingProps | FrontDoorProps): props is FrontDoorProps {
  return 'latest' in props;
}

export function DoorPage({ page, props }: PageProps<ListingProps | FrontDoorProps>) {
  if (isFeature(props)) return <FrontDoorPage page={page} props={props} />;
  return <ListingView listing={props} className="door-page" emptyText="New stories are on the way." />;
}
