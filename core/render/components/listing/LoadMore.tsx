// A list of stories from a content-list component with a next link, with "Load more" under
// it. Without JavaScript the control is a link to the next page (where the page has page
// links). In the browser a click asks the load-more endpoint for the component at the
// list's next link and appends its stories in place: focus moves to the first new story, a
// polite live region says how many came, and the control goes when no link is left. Stories
// the list or the page already shows are not appended again; an answer of nothing but those
// is passed over for the one after it. A failed request leaves a quiet message and the
// control to try again.
import { useEffect, useRef, useState } from 'react';
import { laterPageHref, type LoadMoreAnswer, type LoadMoreData, loadMoreUrl } from './load-more.ts';
import type { StoryCardData } from './story-card-data.ts';
import { StoryList } from './StoryList.tsx';

export const LOAD_MORE_TEXT = 'Load more';
export const LOAD_MORE_FAILED_TEXT = "More stories couldn't be loaded. Try again.";
/** Answers with nothing new one click passes over before it says so. */
const MAX_PASSED_ANSWERS = 3;

const announcementOf = (count: number) => (count === 1 ? '1 more story loaded' : `${count} more stories loaded`);

interface Props {
  stories: StoryCardData[];
  more: LoadMoreData;
  /** Site paths of stories the page shows above the list (its feature): never appended. */
  shownElsewhere?: readonly string[];
  title?: string;
  /** Element id of the list (an in-page anchor). */
  id?: string;
  emptyText?: string;
}

/** The next answer of the load-more endpoint for a link. */
async function fetchMore(link: string): Promise<LoadMoreAnswer> {
  const response = await fetch(loadMoreUrl(link), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`load more: ${response.status}`);
  return (await response.json()) as LoadMoreAnswer;
}

export function LoadMoreList({ stories, more, shownElsewhere, title, id, emptyText }: Props) {
  const [shown, setShown] = useState(stories);
  const [link, setLink] = useState<string | undefined>(more.link);
  /** Answers taken so far (appended or passed over): the no-JavaScript link moves on as many pages. */
  const [loads, setLoads] = useState(0);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [announcement, setAnnouncement] = useState('');
  // A control without a page link works only with JavaScript: it appears once hydrated.
  const [hydrated, setHydrated] = useState(false);
  const focusIndex = useRef<number | undefined>(undefined);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === undefined) return;
    focusIndex.current = undefined;
    list.current?.querySelectorAll<HTMLElement>('.story-card__title a')[index]?.focus({ preventScroll: true });
  }, [shown]);

  const loadMore = async () => {
    if (!link || state === 'loading') return;
    setState('loading');
    try {
      const listed = new Set(shown.map((story) => story.id));
      const elsewhere = new Set(shownElsewhere);
      const added: StoryCardData[] = [];
      let next: string | undefined = link;
      let answers = 0;
      // An answer of stories the page already shows adds nothing: the one after it is asked.
      while (next && added.length === 0 && answers <= MAX_PASSED_ANSWERS) {
        const answer = await fetchMore(next);
        answers += 1;
        for (const story of answer.stories) {
          if (listed.has(story.id) || elsewhere.has(story.url)) continue;
          listed.add(story.id);
          added.push(story);
        }
        next = answer.next;
      }
      focusIndex.current = added.length > 0 ? shown.length : undefined;
      setShown([...shown, ...added]);
      setLink(next);
      setLoads(loads + answers);
      setAnnouncement(announcementOf(added.length));
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  const href = more.href === undefined ? undefined : laterPageHref(more.href, loads);
  const control = href ? (
    <a
      className="load-more__link"
      href={href}
      rel="next"
      aria-busy={state === 'loading'}
      onClick={(event) => {
        event.preventDefault();
        void loadMore();
      }}
    >
      {LOAD_MORE_TEXT}
    </a>
  ) : hydrated ? (
    <button type="button" className="load-more__link" aria-busy={state === 'loading'} onClick={() => void loadMore()}>
      {LOAD_MORE_TEXT}
    </button>
  ) : null;

  return (
    <div className="load-more-list" ref={list}>
      <StoryList stories={shown} {...(title ? { title } : {})} {...(id ? { id } : {})} {...(emptyText ? { emptyText } : {})} />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {state === 'failed' ? (
        <p className="load-more__failed" role="status">
          {LOAD_MORE_FAILED_TEXT}
        </p>
      ) : null}
      {link && control ? <p className="load-more">{control}</p> : null}
    </div>
  );
}
