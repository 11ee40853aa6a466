// The author's bio an article, a review or a live article ends with (spec 000 §3 Author:
// authorBio, image, profile; §6 the per-article switch `suppressBio` hides it). Only a valid
// author with a bio gets one. The one place each of those loaders gets it from.
import { authorProfilePath, fullName, isValidAuthor } from '../../../content/rules/author.ts';
import type { Author } from '../../../content/schemas/people.ts';
import type { AuthorBioProps } from '../../../render/components/article/article-props.ts';
import type { LoaderServices } from '../../page-loaders.ts';
import { imageProps } from './frame.ts';

/** Image preset of the author's picture in the bio. */
export const AUTHOR_BIO_IMAGE_PRESET = 'square_96';

export function authorBio(content: { author?: Author; suppressBio?: boolean }, services: LoaderServices): AuthorBioProps | undefined {
  const { author } = content;
  if (content.suppressBio === true || !isValidAuthor(author) || !author.authorBio?.trim()) return undefined;
  const name = fullName(author) || author.username;
  const href = authorProfilePath(author);
  const picture = imageProps(author.image, AUTHOR_BIO_IMAGE_PRESET, services);
  return {
    name,
    bio: author.authorBio.trim(),
    ...(href ? { href } : {}),
    ...(picture ? { picture: { ...picture, alt: picture.alt || name } } : {}),
  };
}
