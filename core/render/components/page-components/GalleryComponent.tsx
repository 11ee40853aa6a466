// A Gallery component embedded in another page: its card, the photo count and a strip
// of the first photos.
import { StoryCard } from '../listing/StoryCard.tsx';
import type { ComponentRendererProps, GalleryView } from './component-views.ts';
import { imageAttrs } from '../image-attrs.ts';

export function GalleryComponent({ view }: ComponentRendererProps<GalleryView>) {
  const { story, photos, thumbnails } = view.data;
  return (
    <div className="page-component page-component--gallery" data-component={view.name}>
      <StoryCard story={{ ...story, label: story.label ?? 'Gallery' }} />
      {photos > 0 ? <p className="page-component__note">{photos === 1 ? '1 photo' : `${photos} photos`}</p> : null}
      {thumbnails.length > 0 ? (
        <ul className="page-component__thumbnails">
          {thumbnails.map((image) => (
            <li key={image.src}>
              <a href={story.url} tabIndex={-1} aria-hidden="true">
                <img {...imageAttrs(image)} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
