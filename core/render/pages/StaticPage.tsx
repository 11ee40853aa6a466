// Static pages (spec 000 §2.2): about, awards, newsletters, shopping, welcome, … — the
// content API's page, or one built from the site config when it has none.
import { ArticleBody } from '../../body/ArticleBody.tsx';
import type { StaticPageProps } from '../components/listing/listing-props.ts';
import { ListingHeader } from '../components/listing/ListingHeader.tsx';
import { StaticSections } from '../components/listing/StaticSections.tsx';
import type { PageProps } from '../page-props.ts';
import { imageAttrs } from '../components/image-attrs.ts';

export function StaticPage({ props }: PageProps<StaticPageProps>) {
  return (
    <article className={`static-page${props.fromConfig ? ' static-page--from-config' : ''}`}>
      {props.sponsored ? <p className="static-page__sponsored">Sponsored content</p> : null}
      <ListingHeader title={props.headline} {...(props.dek ? { description: props.dek } : {})} breadcrumbs={props.breadcrumbs} />
      {props.image ? <img className="static-page__image" {...imageAttrs(props.image)} /> : null}
      {props.body ? <ArticleBody html={props.body.html} /> : null}
      <StaticSections sections={props.sections} />
    </article>
  );
}
