// Topic pages: /topics/{slug}/ and the auto brand's /roadshow/{slug}/.
import type { ListingProps } from '../components/listing/listing-props.ts';
import { ListingView } from '../components/listing/ListingView.tsx';
import type { PageProps } from '../page-props.ts';

export function TopicPage({ props }: PageProps<ListingProps>) {
  return <ListingView listing={props} className="topic-page" />;
}
