// Author profile: /profiles/{username}/ — bio, social links (twitter with @), the
// Medical Reviewer label (spec 000 §3) and the author's stories.
import type { AuthorProfileProps } from '../components/listing/listing-props.ts';
import { ListingView } from '../components/listing/ListingView.tsx';
import type { PageProps } from '../page-props.ts';

export function AuthorProfilePage({ props }: PageProps<AuthorProfileProps>) {
  return (
    <ListingView listing={{ ...props, description: '' }} className="author-profile" emptyText="No stories by this author yet.">
      <section className="author-profile__about" aria-label="About the author">
        {props.medicalReviewer ? <p className="author-profile__badge">Medical Reviewer</p> : null}
        {props.jobTitle ? <p className="author-profile__title">{props.jobTitle}</p> : null}
        {props.bio ? <p className="author-profile__bio">{props.bio}</p> : null}
        {props.details.length > 0 ? (
          <dl className="author-profile__details">
            {props.details.map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{detail.text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {props.social.length > 0 ? (
          <ul className="author-profile__social">
            {props.social.map((link) => (
              <li key={link.network}>
                <a href={link.url} rel="me noopener" target="_blank" data-network={link.network}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <h2 className="author-profile__stories">Latest stories</h2>
    </ListingView>
  );
}
