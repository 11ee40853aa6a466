// The broadband tools and the embedded geo and finance-rate services over fastify inject,
// on the shipped project: each call's answer, its input checks (five-digit ZIP codes,
// bounded addresses) with the reader's message, and the exact finance-rate parameters.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/project.ts';

const app = useTestApp();
const post = (url: string, payload: unknown) =>
  app().inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
const RATE_CALL = 'allow_multiple=false&full_feed=true&utm_campaign=neutron';

describe('address autocomplete and validation (smarty calls)', () => {
  it('suggests addresses from a house number and the start of a street', async () => {
    const response = await post('/_broadband/geo/autocomplete', { search: '12 Congress A' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      suggestions: [{ streetLine: '12 Congress Ave', city: 'Austin', state: 'TX', zipcode: '78701', text: '12 Congress Ave, Austin, TX 78701' }],
    });
  });

  it('refuses searches that are too short or too long, and bodies that are not JSON objects', async () => {
    expect((await post('/_broadband/geo/autocomplete', { search: 'ab' })).json()).toEqual({ error: 'bad-request', message: 'Type at least 3 characters.' });
    const long = await post('/_broadband/geo/autocomplete', { search: `1 ${'Main St '.repeat(30)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Addresses are at most 200 characters.');
    expect((await post('/_broadband/geo/autocomplete', '{"search":')).statusCode).toBe(400);
    expect((await post('/_broadband/geo/autocomplete', [1, 2])).statusCode).toBe(400);
    const huge = await post('/_broadband/geo/autocomplete', { search: 'x'.repeat(10_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.headers['content-type']).toMatch(/^application\/json/);
  });

  it('validates an address by its ZIP code', async () => {
    expect((await post('/_broadband/geo/validation', { address: '1 Pike St, Seattle, WA 98101' })).json()).toEqual({
      valid: true,
      address: { streetLine: '1 Pike St', city: 'Seattle', state: 'WA', zipcode: '98101', text: '1 Pike St, Seattle, WA 98101' },
    });
    expect((await post('/_broadband/geo/validation', { address: '1 Pike St, Seattle' })).json()).toEqual({ valid: false, message: 'Add the ZIP code to the address.' });
  });
});

describe('providers at a ZIP code (allconnect call)', () => {
  it('lists providers fastest first with technologies, speeds, prices, review and phone line', async () => {
    const response = await post('/_broadband/geo/providers', { zipcode: '94103', address: '1 Market St', isMoving: true });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ zipcode: '94103', city: 'San Francisco', state: 'CA', isMoving: true });
    expect(body.providers.map((provider: { name: string }) => provider.name)).toEqual(['Xfinity', 'AT&T', 'Verizon', 'T-Mobile 5G', 'Starlink']);
    expect(body.providers[1]).toMatchObject({
      id: 'att',
      reviewUrl: '/home/internet/att-internet-review/',
      technologies: ['fiber', 'dsl'],
      maxDownload: 1000,
      lowestPrice: 55,
      phone: { name: 'AT&T Internet sales', dnis: '8445550101' },
    });
  });

  it('an unknown ZIP code is a 404 with the reader message; a malformed one a 400', async () => {
    const unknown = await post('/_broadband/geo/providers', { zipcode: '12345' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("We don't have internet provider data for ZIP code 12345 yet. Try a nearby ZIP code.");
    for (const zipcode of ['1234', '123456', 'abcde', 12345, ' ']) {
      const bad = await post('/_broadband/geo/providers', { zipcode });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Enter a five-digit ZIP code.');
    }
    expect((await post('/_broadband/geo/providers', { zipcode: '94103', isMoving: 'yes' })).json().message).toBe('isMoving must be true or false.');
  });
});

describe('the city/state prediction (harbinger call)', () => {
  it('answers the city, state and US speeds and the likely providers', async () => {
    const response = await app().inject('/_broadband/geo/predict/Austin/TX');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      city: 'Austin',
      state: 'TX',
      city_speeds: { label: 'Austin, TX', download: 161, upload: 74 },
      state_speeds: { label: 'TX average', download: 138, upload: 46 },
      us_speeds: { label: 'US average', download: 133, upload: 46 },
      likelyProviders: ['AT&T', 'Google Fiber', 'Spectrum', 'T-Mobile 5G', 'Starlink'],
    });
    expect((await app().inject('/_broadband/geo/predict/Austin/Texas')).json().message).toBe('Enter a two-letter state code.');
    expect((await app().inject('/_broadband/geo/predict/%3Cscript%3E/TX')).statusCode).toBe(400);
  });

  it('answers any city it cannot take with the 400, however long, and a missing or extra segment too', async () => {
    const refused = async (url: string) => {
      const response = await app().inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json();
    };
    const badCity = { error: 'bad-request', message: 'Enter a city name.' };
    // Longer than the router's parameter limit (500): not the site's 404 page.
    expect(await refused(`/_broadband/geo/predict/${'a'.repeat(3000)}/TX`)).toEqual(badCity);
    expect(await refused(`/_broadband/geo/predict/${'a'.repeat(61)}/TX`)).toEqual(badCity);
    expect(await refused('/_broadband/geo/predict//TX')).toEqual(badCity);
    expect(await refused('/_broadband/geo/predict/')).toEqual(badCity);
    // An encoded slash stays inside the city.
    expect(await refused('/_broadband/geo/predict/Austin%2FTX')).toEqual(badCity);
    const badState = { error: 'bad-request', message: 'Enter a two-letter state code.' };
    expect(await refused('/_broadband/geo/predict/Austin')).toEqual(badState);
    expect(await refused('/_broadband/geo/predict/Austin/TX/extra')).toEqual(badState);
    expect(await refused(`/_broadband/geo/predict/Austin/${'T'.repeat(3000)}`)).toEqual(badState);
    // Encoded names and a query string still reach the prediction.
    const spaced = await app().inject('/_broadband/geo/predict/San%20Antonio/TX?from=form');
    expect(spaced.statusCode).toBe(200);
    expect(spaced.json()).toMatchObject({ city: 'San Antonio', state: 'TX' });
  });
});

describe('the embedded geo service at the spec paths', () => {
  it('answers the four calls on /api/neutron/geo/cnet/…', async () => {
    expect((await post('/api/neutron/geo/cnet/smarty/address/autocomplete/web', { search: 'Fremont' })).json().suggestions[0].zipcode).toBe('89101');
    expect((await post('/api/neutron/geo/cnet/smarty/address/validation/web', { address: '80202' })).json().address.city).toBe('Denver');
    expect((await post('/api/neutron/geo/cnet/allconnect/providers/web', { zipcode: '02108' })).json().providers).toHaveLength(3);
    expect((await app().inject('/api/neutron/geo/cnet/harbinger/predict/Boston/MA/web')).json().city_speeds.download).toBe(153);
  });

  it('answers a GET of a POST call with the content API’s 405, naming POST', async () => {
    const response = await app().inject('/api/neutron/geo/cnet/allconnect/providers/web');
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toEqual({ code: 405, message: 'Method Not Allowed: this path takes POST' });
  });
});

describe('finance rates', () => {
  it('the embedded service requires allow_multiple=false and full_feed=true and each call its own parameters', async () => {
    const base = '/_neutron/finance-rates';
    expect((await app().inject(`${base}/cds?amount=5000&zipcode=10001&deposit_term=12&utm_campaign=x`)).json().message).toBe('allow_multiple must be false');
    expect((await app().inject(`${base}/cds?amount=5000&zipcode=10001&deposit_term=12&utm_campaign=x&allow_multiple=false`)).json().message).toBe('full_feed must be true');
    expect((await app().inject(`${base}/cds?amount=5000&zipcode=10001&${RATE_CALL}`)).json().message).toBe('deposit_term is required');
    // Checking takes deposit_amount, not amount.
    expect((await app().inject(`${base}/checking?amount=5000&product_type=all&zipcode=10001&${RATE_CALL}`)).json().message).toBe('deposit_amount is required');
    expect((await app().inject(`${base}/savings?amount=5000&zipcode=10001&${RATE_CALL}`)).json().message).toBe('account_type is required');
    const savings = await app().inject(`${base}/savings?account_type=money-market&amount=20000&zipcode=10001&${RATE_CALL}`);
    expect(savings.json()).toEqual({
      kind: 'savings',
      zipcode: '10001',
      state: 'NY',
      amount: 20000,
      offers: [
        { bank: 'Empire Trust', name: 'Premier Money Market', apy: 4.55, minimum: 10000, earnings: 910 },
        { bank: 'Harbor Federal Bank', name: 'Money Market', apy: 4.1, minimum: 2500, earnings: 820 },
      ],
    });
    expect((await app().inject(`${base}/mortgages?${RATE_CALL}`)).statusCode).toBe(404);
  });

  it('the rate tool checks the amount, the ZIP code and the option', async () => {
    const ok = await app().inject('/_broadband/rates/checking?amount=1500&zipcode=78701&option=business');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('public, max-age=300');
    expect(ok.json().offers.map((offer: { bank: string }) => offer.bank)).toEqual(['Lone Star Savings', 'Cornerstone Bank']);
    expect((await app().inject('/_broadband/rates/cds?amount=ten&zipcode=78701')).json().message).toBe('Enter an amount in dollars.');
    expect((await app().inject('/_broadband/rates/cds?amount=100&zipcode=787')).json().message).toBe('Enter a five-digit ZIP code.');
    expect((await app().inject('/_broadband/rates/cds?amount=100&zipcode=78701&option=7')).json().message).toBe('Choose one of 3, 6, 12, 18, 24, 36, 60.');
    expect((await app().inject('/_broadband/rates/cds?amount=99999999&zipcode=78701')).json().message).toBe('Amounts are at most $10,000,000.');
    expect((await app().inject('/_broadband/rates/loans?amount=100&zipcode=78701')).statusCode).toBe(404);
  });
});
