// One address per page (spec 000 §2.3, §2.8): an article answers only at the path route
// choice gives it, finance articles live under /personal-finance/, mixed-case paths fold
// to lower case, and every evergreen term's page answers.
import { describe, expect, it } from 'vitest';
import { loadYamlConfig } from '../../../core/config/load-yaml.ts';
import { RoutesConfigSchema } from '../../../core/config/types.ts';
import { repoRoot, useTestApp } from '../../helpers/project.ts';

const app = useTestApp();

async function redirectOf(url: string): Promise<{ status: number; location: string | undefined }> {
  const response = await app().inject(url);
  return { status: response.statusCode, location: response.headers.location as string | undefined };
}

describe('one URL per article', () => {
  it('an article asked for under another section or topic moves to its own path, query kept', async () => {
    expect(await redirectOf('/health/sleep/senate-passes-data-broker-bill/?utm_source=x')).toEqual({
      status: 301,
      location: '/news/politics/senate-passes-data-broker-bill/?utm_source=x',
    });
    expect((await app().inject('/news/politics/senate-passes-data-broker-bill/')).statusCode).toBe(200);
  });

  it('mixed-case slug and profile paths move to their lower-case form', async () => {
    expect(await redirectOf('/profiles/Ana-Lopez/')).toEqual({ status: 301, location: '/profiles/ana-lopez/' });
    expect(await redirectOf('/News/Politics/Senate-Passes-Data-Broker-Bill/?a=1')).toEqual({
      status: 301,
      location: '/news/politics/senate-passes-data-broker-bill/?a=1',
    });
  });
});

describe('personal-finance article paths', () => {
  it('finance articles keep their topic levels under /personal-finance/', async () => {
    const response = await app().inject('/personal-finance/credit-cards/travel/best-travel-credit-cards/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<link data-neutron-head="" rel="canonical" href="http://localhost:3000/personal-finance/credit-cards/travel/best-travel-credit-cards/"/>');
  });

  it('the old root-level shapes move there only where a real finance topic matches', async () => {
    expect(await redirectOf('/credit-cards/travel/best-travel-credit-cards/?ref=1')).toEqual({
      status: 301,
      location: '/personal-finance/credit-cards/travel/best-travel-credit-cards/?ref=1',
    });
    expect((await app().inject('/travel/best-travel-credit-cards/')).statusCode).toBe(404);
    expect((await app().inject('/not-a-topic/some-story/')).statusCode).toBe(404);
  });
});

describe('evergreen terms', () => {
  const { value: routes } = loadYamlConfig(`${repoRoot}/config/routes.yaml`, RoutesConfigSchema);
  it.each(routes.evergreen.map((entry) => [entry.term, entry.path]))('%s (%s) answers 200', async (_term, path) => {
    expect((await app().inject(path)).statusCode).toBe(200);
  });
});
