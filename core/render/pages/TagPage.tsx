// Tag pages: /tags/{slug}/.
import type { ListingProps } from '../components/listing/listing-props.ts';
import { ListingView } from '../components/listing/ListingView.tsx';
import type { PageProps } from '../page-props.ts';

export function TagPage({ props }: PageProps<ListingProps>) {
  return <ListingView listing={props} className="tag-page" />;
}
