// The error page of spec 000 §2.7.
import type { PageProps } from '../page-props.ts';

export interface ErrorPageProps {
  status: number;
  /** What the reader may see of the error (the server's `publicMessage`): in production
   *  only the spec's messages, e.g. 'Neutron static error page.' (spec 000 §2.2, §8). */
  message: string;
  /** The status, shown only outside production. */
  showDetails: boolean;
  /** Home of the brand the reader came from, when known. */
  homeHref?: string;
}

/** Title and text of the error page for a status: not found, another client error (a
 *  request the site cannot answer as asked), or a failure of the site itself. */
export function errorPageTexts(status: number): { title: string; text: string } {
  if (status === 404) return { title: 'This page could not be found', text: 'The page you were looking for may have moved, or the link may be wrong.' };
  if (status >= 400 && status < 500) return { title: 'This request could not be answered', text: 'The address or the request was not in a form this site can answer.' };
  return { title: 'Something went wrong', text: 'We could not show this page right now. Please try again in a moment.' };
}

export function ErrorPage({ props }: PageProps<ErrorPageProps>) {
  const texts = errorPageTexts(props.status);
  // A message that only repeats the title (the 404 text, the generic 5xx title) is not shown twice.
  const message = props.message && props.message !== texts.title ? props.message : undefined;
  return (
    <section className="error-page" data-status={props.status}>
      <svg className="error-page__image" viewBox="0 0 120 80" role="img" aria-label="Error illustration" width="120" height="80">
        <rect x="4" y="10" width="112" height="64" rx="6" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M40 34l12 12M52 34L40 46M68 34l12 12M80 34L68 46" stroke="currentColor" strokeWidth="4" />
        <path d="M44 62q16-10 32 0" fill="none" stroke="currentColor" strokeWidth="4" />
      </svg>
      <h1 className="error-page__title">{texts.title}</h1>
      {message ? <p className="error-page__message">{message}</p> : null}
      <p className="error-page__text">{texts.text}</p>
      {props.homeHref ? (
        <p>
          <a className="error-page__back" href={props.homeHref}>
            Back to the home page
          </a>
        </p>
      ) : null}
      {props.showDetails ? (
        <dl className="error-page__details">
          <dt>Status</dt>
          <dd>{props.status}</dd>
        </dl>
      ) : null}
    </section>
  );
}
