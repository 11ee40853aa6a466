// Landing pages (spec 000 §2.2): internet plans, the VPN paid-search landing with its
// variation, the solar lead form — built from content, or from config without it.
import { ArticleBody } from '../../body/ArticleBody.tsx';
import type { LandingPageProps } from '../components/listing/listing-props.ts';
import { ListingHeader } from '../components/listing/ListingHeader.tsx';
import { StaticSections } from '../components/listing/StaticSections.tsx';
import type { PageProps } from '../page-props.ts';
import { imageAttrs } from '../components/image-attrs.ts';

export function LandingPage({ props }: PageProps<LandingPageProps>) {
  return (
    <article className="landing-page" data-variation={props.variation?.id}>
      {props.sponsored ? <p className="static-page__sponsored">Sponsored content</p> : null}
      <ListingHeader
        title={props.variation ? props.variation.title : props.headline}
        {...(props.variation ? { kicker: props.headline } : {})}
        {...(props.dek ? { description: props.dek } : {})}
        breadcrumbs={props.breadcrumbs}
      />
      {props.image ? <img className="landing-page__image" {...imageAttrs(props.image)} /> : null}
      {props.body ? <ArticleBody html={props.body.html} /> : null}
      <StaticSections sections={props.sections} />
    </article>
  );
}
