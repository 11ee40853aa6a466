// Previous / next links of a paged listing (pagination is a numeric path segment, spec 000 §9).
import type { PaginationData } from './story-card-data.ts';

interface Props {
  pagination: PaginationData | undefined;
}

/** The pagination of a list that ends in "Load more": only the way back (page 2 on, opened
 *  without JavaScript); nothing on page 1. */
export function backOnly(pagination: PaginationData | undefined): PaginationData | undefined {
  if (!pagination?.prev) return undefined;
  const { next: _next, ...rest } = pagination;
  return rest;
}

export function Pagination({ pagination }: Props) {
  if (!pagination || pagination.totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {pagination.prev ? (
        <a className="pagination__prev" href={pagination.prev} rel="prev">
          Previous
        </a>
      ) : null}
      <span className="pagination__status">{`Page ${pagination.page} of ${pagination.totalPages}`}</span>
      {pagination.next ? (
        <a className="pagination__next" href={pagination.next} rel="next">
          Next
        </a>
      ) : null}
    </nav>
  );
}
