// The gallery page: one page of items, with previous/next page links.
import { AffiliateDisclosure } from '../components/article/AffiliateDisclosure.tsx';
import { ArticleFooter } from '../components/article/ArticleFooter.tsx';
import { ArticleHeader } from '../components/article/ArticleHeader.tsx';
import type { GalleryPageProps } from '../components/article/article-props.ts';
import { GalleryItem } from '../components/article/GalleryItem.tsx';
import type { PageProps } from '../page-props.ts';

export function GalleryPage({ props }: PageProps<GalleryPageProps>) {
  const { pagination } = props;
  return (
    <article className="article-page gallery-page">
      <ArticleHeader header={props.header} />
      {props.affiliateDisclosure ? <AffiliateDisclosure /> : null}
      <p className="gallery-page__count">{`${props.itemCount} photos`}</p>
      <ol className="gallery-page__items" start={props.items[0]?.position ?? 1}>
        {props.items.map((item) => (
          <GalleryItem key={item.id} item={item} total={props.itemCount} />
        ))}
      </ol>
      {pagination.pageCount > 1 ? (
        <nav className="pagination" aria-label="Gallery pages">
          {pagination.previous ? (
            <a href={pagination.previous} rel="prev">
              Previous
            </a>
          ) : null}
          <span>{`Page ${pagination.page} of ${pagination.pageCount}`}</span>
          {pagination.next ? (
            <a href={pagination.next} rel="next">
              Next
            </a>
          ) : null}
        </nav>
      ) : null}
      <ArticleFooter frame={props} />
    </article>
  );
}
