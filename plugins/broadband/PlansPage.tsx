// The internet-plans page (/home/internet/plans/): the address tool, the speed chart of
// the US and the 34 metro areas (the reader's city and state added once predicted), and
// the providers this site has reviewed.
import { useState } from 'react';
import type { PageProps } from '../../core/browser.ts';
import { LandingHeader, LandingIntro, LandingSections } from './LandingHeader.tsx';
import type { PredictAnswer, SpeedPoint } from './geo-types.ts';
import type { PlansPageProps } from './page-props.ts';
import { ProviderSearch } from './ProviderSearch.tsx';
import { SpeedChart } from './SpeedChart.tsx';

export function PlansPage({ props }: PageProps<PlansPageProps>) {
  const [prediction, setPrediction] = useState<PredictAnswer | undefined>();
  const local: SpeedPoint[] = prediction ? [prediction.city_speeds, prediction.state_speeds].filter((row): row is SpeedPoint => row !== undefined) : [];
  const rows = [...local, props.us, ...props.metros.filter((metro) => !local.some((row) => row.label === metro.label))];
  return (
    <article className="broadband-page broadband-plans">
      <LandingHeader text={props} />
      <LandingIntro text={props} />
      <ProviderSearch tools={props.tools} onPrediction={setPrediction} />
      {prediction && prediction.likelyProviders.length > 0 ? (
        <p className="broadband-prediction">
          Most common in {prediction.city}, {prediction.state}: {prediction.likelyProviders.join(', ')}
        </p>
      ) : null}
      <SpeedChart title="Average internet speeds" rows={rows} highlight={local.map((row) => row.label)} />
      {props.reviews.length > 0 ? (
        <section className="broadband-reviews">
          <h2>Provider reviews</h2>
          <ul>
            {props.reviews.map((review) => (
              <li key={review.url}>
                <a href={review.url}>{review.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <LandingSections sections={props.sections} />
    </article>
  );
}
