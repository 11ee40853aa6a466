// An image built by the image URL builder, with caption and credits; `priority` marks
// the hero, which loads eagerly.
import { imageAttrs } from '../image-attrs.ts';
import type { ImageProps } from './article-props.ts';

interface Props {
  image: ImageProps;
  className?: string;
  priority?: boolean;
}

export function ContentImage({ image, className = 'content-image', priority = false }: Props) {
  return (
    <figure className={className}>
      <img
        {...imageAttrs(image)}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
      {image.caption || image.credits ? (
        <figcaption>
          {image.caption ? <span className="content-image__caption">{image.caption}</span> : null}
          {image.credits ? <span className="content-image__credits">{image.credits}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
