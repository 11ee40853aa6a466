// The error page of spec 000 §2.7.
import type { PageProps } from '../page-props.ts';

export interface ErrorPageProps {
  status: number;
  message: string;
  /** Shown only outside production. */
  showDetails: boolean;
  /** Home of the brand the reader came from, when known. */
  homeHref?: string;
}

export function ErrorPage({ props }: PageProps<ErrorPageProps>) {
  const notFound = props.status === 404;
  return (
    <section className="error-page" data-status={props.status}>
      <svg className="error-page__image" viewBox="0 0 120 80" role="img" aria-label="Error illustration" width="120" height="80">
        <rect x="4" y="10" width="112" height="64" rx="6" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M40 34l12 12M52 34L40 46M68 34l12 12M80 34L68 46" stroke="currentColor" strokeWidth="4" />
        <path d="M44 62q16-10 32 0" fill="none" stroke="currentColor" strokeWidth="4" />
      </svg>
      <h1 className="error-page__title">{notFound ? 'This page could not be found' : 'Something went wrong'}</h1>
      <p className="error-page__text">
        {notFound
          ? 'The page you were looking for may have moved, or the link may be wrong.'
          : 'We could not show this page right now. Please try again in a moment.'}
      </p>
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
          <dt>Message</dt>
          <dd>{props.message}</dd>
        </dl>
      ) : null}
    </section>
  );
}
