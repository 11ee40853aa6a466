// One live coverage item. Its body came through the body pipeline on the server.
import { ArticleBody } from '../../../body/ArticleBody.tsx';
import type { LiveItemProps } from './article-props.ts';
import { DateLine } from './DateLine.tsx';

/** Important items are marked by this label, not by colour alone. */
export const IMPORTANT_LABEL = 'Important';

interface Props {
  item: LiveItemProps;
}

export function LiveItem({ item }: Props) {
  const classes = ['live-item', item.pinned ? 'live-item--pinned' : '', item.important ? 'live-item--important' : ''].filter(Boolean).join(' ');
  return (
    <li className={classes} id={item.id} data-sequence={item.sequence}>
      {item.important ? <p className="live-item__label">{IMPORTANT_LABEL}</p> : null}
      {item.date ? <DateLine date={item.date} className="live-item__date" /> : null}
      {item.headline ? <h2 className="live-item__headline">{item.headline}</h2> : null}
      {item.author ? <p className="live-item__author">{item.author.href ? <a href={item.author.href}>{item.author.name}</a> : item.author.name}</p> : null}
      <ArticleBody html={item.body.html} />
    </li>
  );
}
