// One gallery item: image, position, title, description, an optional body and the credit,
// printed once below the text (not again in the picture's caption).
import { ArticleBody } from '../../../body/ArticleBody.tsx';
import type { GalleryItemProps, ImageProps } from './article-props.ts';
import { ContentImage } from './ContentImage.tsx';

interface Props {
  item: GalleryItemProps;
  total: number;
}

export function GalleryItem({ item, total }: Props) {
  const image = item.image ? withoutCredits(item.image) : undefined;
  return (
    <li className="gallery-item" id={`item-${item.position}`}>
      {image ? <ContentImage image={image} className="gallery-item__image" /> : null}
      <p className="gallery-item__position">{`${item.position} of ${total}`}</p>
      {item.title ? <h2 className="gallery-item__title">{item.title}</h2> : null}
      {item.description ? <p className="gallery-item__description">{item.description}</p> : null}
      {item.body ? <ArticleBody html={item.body.html} /> : null}
      {item.photoCredit ? <p className="gallery-item__credit">{item.photoCredit}</p> : null}
    </li>
  );
}

function withoutCredits(image: ImageProps): ImageProps {
  const { credits: _credits, ...rest } = image;
  return rest;
}
