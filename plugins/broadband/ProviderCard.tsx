// One provider at the reader's address: technologies, top speeds, starting price, its
// sales line and its review.
import type { InternetProvider } from './geo-types.ts';
import { formatDnis } from './store.ts';

interface Props {
  provider: InternetProvider;
}

const TECHNOLOGY_NAMES: Readonly<Record<string, string>> = { fiber: 'Fiber', cable: 'Cable', dsl: 'DSL', '5g': '5G home internet', satellite: 'Satellite' };
const speed = (mbps: number) => (mbps >= 1000 ? `${(mbps / 1000).toLocaleString('en-US')} Gbps` : `${mbps} Mbps`);

export function ProviderCard({ provider }: Props) {
  return (
    <li className="broadband-provider" data-provider={provider.id}>
      <h4>{provider.name}</h4>
      <p className="broadband-provider__tech">{provider.technologies.map((technology) => TECHNOLOGY_NAMES[technology] ?? technology).join(', ')}</p>
      <dl>
        <dt>Download up to</dt>
        <dd>{speed(provider.maxDownload)}</dd>
        <dt>Upload up to</dt>
        <dd>{speed(provider.maxUpload)}</dd>
        <dt>Starting at</dt>
        <dd>${provider.lowestPrice}/mo</dd>
      </dl>
      <p>
        <a href={`tel:+1${provider.phone.dnis}`}>Call {formatDnis(provider.phone.dnis)}</a>
        {provider.reviewUrl ? (
          <>
            {' · '}
            <a href={provider.reviewUrl}>Read our {provider.name} review</a>
          </>
        ) : null}
      </p>
    </li>
  );
}
