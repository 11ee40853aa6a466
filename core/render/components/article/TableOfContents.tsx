// The body's table of contents: jump links to the headings the body pipeline tagged, read
// from the page's brand store (bodyTocItems, spec 001 §3).
import { TOC_MANUAL_TEXT } from '../../../body/steps/table-of-contents.ts';
import { useStores } from '../../stores.ts';

/** Fewer headings than this make no useful contents list. */
export const TOC_MIN_ITEMS = 2;

export function TableOfContents() {
  const active = useStores().brand.bodyTocItems.filter((item) => !item.deactivated);
  if (active.length < TOC_MIN_ITEMS) return null;
  return (
    <nav className="table-of-contents" aria-label="Table of contents" id={active[0]?.tocId}>
      <p className="table-of-contents__title">{TOC_MANUAL_TEXT}</p>
      <ol>
        {active.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
