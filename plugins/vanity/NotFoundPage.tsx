// The 404 page of a NOT_FOUND vanity (spec 001 §7): the site's 404 texts, with a message
// naming the vanity id.
import type { PageProps } from '../../core/browser.ts';

export interface NotFoundProps {
  id: string;
  message: string;
  homeHref: string;
}

export function NotFoundPage({ page, props }: PageProps<NotFoundProps>) {
  return (
    <section className="error-page" data-status={404} data-vanity-id={props.id}>
      <h1 className="error-page__title">{page.title}</h1>
      <p className="error-page__message">{props.message}</p>
      <p className="error-page__text">The page you were looking for may have moved, or the link may be wrong.</p>
      <p>
        <a className="error-page__back" href={props.homeHref}>
          Back to the home page
        </a>
      </p>
    </section>
  );
}
