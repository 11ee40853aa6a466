// The stories of a listing paged by `?page=N`, with a "Load more" link under them. Without
// JavaScript the link opens the next page; in the browser a click asks the load-more
// endpoint for that page's stories and appends them in place: focus moves to the first new
// story, a polite live region says how many came, and the link goes when no page is left.
// A failed request leaves a quiet message and the link to try again.
import { useEffect, useRef, useState } from 'react';
import { LOAD_MORE_PATH, type LoadMoreAnswer } from './load-more.ts';
import type { StoryCardData } from './story-card-data.ts';
import { StoryList } from './StoryList.tsx';

export const LOAD_MORE_TEXT = 'Load more';
export const LOAD_MORE_FAILED_TEXT = "More stories couldn't be loaded. Try again.";

/** The endpoint's request for a next-page link (`/path/?page=N`), or undefined for any
 *  other kind of link (paged by path segment, off-site). */
export function loadMoreRequest(next: string | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return undefined;
  const url = new URL(next, 'http://site.invalid');
  const page = url.searchParams.get('page');
  if (!page || [...url.searchParams.keys()].length !== 1) return undefined;
  return `${LOAD_MORE_PATH}?${new URLSearchParams({ path: url.pathname, page }).toString()}`;
}

const announcementOf = (count: number) => (count === 1 ? '1 more story loaded' : `${count} more stories loaded`);

interface Props {
  stories: StoryCardData[];
  /** Site path of the next page (`?page=N`). */
  next: string;
  emptyText?: string;
}

export function LoadMoreList({ stories, next: firstNext, emptyText }: Props) {
  const [shown, setShown] = useState(stories);
  const [next, setNext] = useState<string | undefined>(firstNext);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [announcement, setAnnouncement] = useState('');
  const focusIndex = useRef<number | undefined>(undefined);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === undefined) return;
    focusIndex.current = undefined;
    list.current?.querySelectorAll<HTMLElement>('.story-card__title a')[index]?.focus({ preventScroll: true });
  }, [shown]);

  const request = loadMoreRequest(next);
  const loadMore = async () => {
    if (!request || state === 'loading') return;
    setState('loading');
    try {
      const response = await fetch(request, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`load more: ${response.status}`);
      const answer = (await response.json()) as LoadMoreAnswer;
      const known = new Set(shown.map((story) => story.id));
      const added = answer.stories.filter((story) => !known.has(story.id));
      focusIndex.current = added.length > 0 ? shown.length : undefined;
      setShown([...shown, ...added]);
      setNext(answer.next);
      setAnnouncement(announcementOf(added.length));
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="load-more-list" ref={list}>
      <StoryList stories={shown} {...(emptyText ? { emptyText } : {})} />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {state === 'failed' ? (
        <p className="load-more__failed" role="status">
          {LOAD_MORE_FAILED_TEXT}
        </p>
      ) : null}
      {next ? (
        <p className="load-more">
          <a
            className="load-more__link"
            href={next}
            rel="next"
            aria-busy={state === 'loading'}
            onClick={(event) => {
              if (!request) return;
              event.preventDefault();
              void loadMore();
            }}
          >
            {LOAD_MORE_TEXT}
          </a>
        </p>
      ) : null}
    </div>
  );
}
