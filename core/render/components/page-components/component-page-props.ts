// Props of the pages whose content renders as a list of page components (front door,
// feature pages, doors): the listing page's frame plus the component views in page order.
import type { FrontDoorProps, ListingProps } from '../listing/listing-props.ts';
import type { ComponentView } from './component-views.ts';

export interface FrontDoorComponentsProps extends FrontDoorProps {
  /** The feature layout, then its lists (top stories, the paged "Latest"). */
  components: ComponentView[];
}

export interface DoorComponentsProps extends Omit<ListingProps, 'stories'> {
  /** The door's list. */
  components: ComponentView[];
}
