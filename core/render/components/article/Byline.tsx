// Authors with profile links, twitter handles and the Medical Reviewer label (spec 000 §3).
import type { BylineAuthor } from './article-props.ts';

interface Props {
  authors: BylineAuthor[];
}

export const MEDICAL_REVIEWER_LABEL = 'Medical Reviewer';

export function Byline({ authors }: Props) {
  if (authors.length === 0) return null;
  return (
    <ul className="byline">
      {authors.map((author) => (
        <li key={author.href ?? author.name} className="byline__author">
          {author.href ? (
            <a href={author.href} rel="author">
              {author.name}
            </a>
          ) : (
            <span>{author.name}</span>
          )}
          {author.medicalReviewer ? <span className="byline__role">{MEDICAL_REVIEWER_LABEL}</span> : null}
          {author.title && !(author.medicalReviewer && author.title === MEDICAL_REVIEWER_LABEL) ? <span className="byline__title">{author.title}</span> : null}
          {author.twitter ? <span className="byline__twitter">{author.twitter}</span> : null}
        </li>
      ))}
    </ul>
  );
}
