// Kicker, headline, dek, byline, date and hero image of an article-like page.
import type { ArticleHeaderProps } from './article-props.ts';
import { Byline } from './Byline.tsx';
import { ContentImage } from './ContentImage.tsx';
import { DateLine } from './DateLine.tsx';

interface Props {
  header: ArticleHeaderProps;
}

export const SPONSORED_LABEL = 'Sponsored content';

export function ArticleHeader({ header }: Props) {
  return (
    <header className="article-header">
      {header.sponsored ? <p className="article-header__sponsored">{SPONSORED_LABEL}</p> : null}
      {header.kicker ? (
        <a className="article-header__kicker" href={header.kicker.href}>
          {header.kicker.title}
        </a>
      ) : null}
      <h1 className="article-header__headline">{header.headline}</h1>
      {header.dek ? <p className="article-header__dek">{header.dek}</p> : null}
      <div className="article-header__meta">
        <Byline authors={header.authors} />
        {header.date ? <DateLine date={header.date} /> : null}
      </div>
      {header.hero ? <ContentImage image={header.hero} className="article-header__hero" priority /> : null}
    </header>
  );
}
