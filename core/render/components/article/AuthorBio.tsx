// The author's bio that ends an article, a review or a live article: picture, name linking
// to the profile page, short bio (spec 000 §3 Author; §6 `suppressBio` leaves it out, in the
// loader).
import { imageAttrs } from '../image-attrs.ts';
import type { AuthorBioProps } from './article-props.ts';

interface Props {
  bio: AuthorBioProps | undefined;
}

export function AuthorBio({ bio }: Props) {
  if (!bio) return null;
  const name = bio.href ? (
    <a href={bio.href} rel="author">
      {bio.name}
    </a>
  ) : (
    bio.name
  );
  return (
    <aside className="author-bio" aria-label={`About ${bio.name}`}>
      {bio.picture ? <img className="author-bio__picture" {...imageAttrs(bio.picture)} loading="lazy" /> : null}
      <div className="author-bio__text">
        <p className="author-bio__name">{name}</p>
        <p className="author-bio__bio">{bio.bio}</p>
        {bio.href ? (
          <a className="author-bio__profile" href={bio.href}>
            See full bio
          </a>
        ) : null}
      </div>
    </aside>
  );
}
