// The finance-rate calls of spec 001 §7, exactly: each GET carries allow_multiple=false and
// full_feed=true and its own parameters; the embedded answers filter by state and amount.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerRates } from '../../../plugins/broadband/embedded-rates.ts';
import { checkRateQuery } from '../../../plugins/broadband/inputs.ts';
import { loadReferenceData } from '../../../plugins/broadband/reference-data.ts';
import { rateCallQuery } from '../../../plugins/broadband/services.ts';
import { repoRoot } from '../../helpers/project.ts';

const data = loadReferenceData(path.join(repoRoot, 'examples/broadband'), repoRoot);

describe('the three rate calls', () => {
  it('carry exactly the spec parameters', () => {
    expect(rateCallQuery({ kind: 'cds', amount: 5000, zipcode: '10001', option: '12' }, 'spring')).toEqual({
      allow_multiple: 'false',
      full_feed: 'true',
      amount: '5000',
      zipcode: '10001',
      deposit_term: '12',
      utm_campaign: 'spring',
    });
    expect(rateCallQuery({ kind: 'checking', amount: 5000, zipcode: '10001', option: 'interest' }, 'spring')).toEqual({
      allow_multiple: 'false',
      full_feed: 'true',
      product_type: 'interest',
      zipcode: '10001',
      deposit_amount: '5000',
      utm_campaign: 'spring',
    });
    expect(rateCallQuery({ kind: 'savings', amount: 5000, zipcode: '10001', option: 'high-yield' }, 'spring')).toEqual({
      allow_multiple: 'false',
      full_feed: 'true',
      account_type: 'high-yield',
      amount: '5000',
      zipcode: '10001',
      utm_campaign: 'spring',
    });
  });

  it('default to a 12-month term and all accounts', () => {
    expect(checkRateQuery('cds', { amount: '100', zipcode: '10001' })).toEqual({ ok: true, value: { kind: 'cds', amount: 100, zipcode: '10001', option: '12' } });
    expect(checkRateQuery('savings', { amount: '$1,000', zipcode: '10001' })).toEqual({ ok: true, value: { kind: 'savings', amount: 1000, zipcode: '10001', option: 'all' } });
  });
});

describe('the embedded answers', () => {
  it('show regional banks only in their states and leave out deposits above the amount', () => {
    const ask = (zipcode: string, amount: number) =>
      (answerRates(data, 'cds', rateCallQuery({ kind: 'cds', amount, zipcode, option: '12' }, 'x')).body as { offers: { bank: string }[] }).offers.map((offer) => offer.bank);
    expect(ask('94103', 5000)).toEqual(['Golden Gate Credit Union', 'Harbor Federal Bank', 'Summit Direct']);
    expect(ask('10001', 5000)).toEqual(['Harbor Federal Bank', 'Summit Direct']);
    expect(ask('94103', 400)).toEqual(['Summit Direct']);
  });

  it('answer the interest the amount earns over the term', () => {
    const answer = answerRates(data, 'cds', rateCallQuery({ kind: 'cds', amount: 10000, zipcode: '10001', option: '24' }, 'x')).body as { offers: { earnings: number }[] };
    // 4.25 % APY over two years: 10000 × (1.0425² − 1).
    expect(answer.offers[0]?.earnings).toBe(868.06);
  });
});
