// The broadband plugin's pages and shortcodes on a real app (testPlugin): the plans page
// with the reference data's speed chart, the solar estimator keeping its leads in SQLite
// (with its input checks and rate limit), the VPN landing's call-to-action blocks, the
// hidden finance pages out of search engines, the broadband shortcodes from reference
// data, and nothing of the plugin on the brand that does not enable it.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginTestSite, testPlugin } from '../../../core/index.ts';
import broadband from '../../../plugins/broadband/index.ts';
import { repoRoot } from '../../helpers/project.ts';

let site: PluginTestSite;
let leadsFile: string;

beforeAll(async () => {
  site = await testPlugin(broadband, {
    options: { referenceData: path.join(repoRoot, 'examples/broadband'), leads: { database: 'data/leads.sqlite', maxPerMinute: 8 } },
  });
  leadsFile = path.join(site.root, 'data/leads.sqlite');
}, 120_000);
afterAll(async () => {
  await site?.close();
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const postLead = (payload: unknown) =>
  site.inject({ method: 'POST', url: '/_broadband/solar/leads', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

describe('the internet-plans page', () => {
  it('shows the address tool and the speed chart of the US and the 34 metro areas', async () => {
    const response = await site.inject('/home/internet/plans/');
    expect(response.statusCode).toBe(200);
    const page = text(response.body);
    expect(page).toContain('Find internet providers at your address');
    expect(page).toContain('US average 133 Mbps 46 Mbps');
    expect(page).toContain('Austin, TX 161 Mbps 74 Mbps');
    expect(response.body.match(/<tr[^>]*><th scope="row">/g)).toHaveLength(35);
    expect(response.body).toContain('href="/home/internet/t-mobile-5g-home-internet-review/"');
    expect(response.body).toContain('rel="canonical" href="http://localhost:3000/home/internet/plans/"');
  });
});

describe('the solar estimator', () => {
  it('renders its form in the energy lead form layout', async () => {
    const response = await site.inject('/home/energy-and-utilities/solar-estimator/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('name="monthlyBill"');
    expect(text(response.body)).toContain('Faces east or west');
  });

  it('keeps a valid lead in SQLite and answers its estimate; refuses bad input with a message', async () => {
    const accepted = await postLead({ location: '1 Congress Ave, Austin, TX 78701', monthlyBill: '$150', roof: 'flat', shaded: true });
    expect(accepted.statusCode).toBe(201);
    const { id, estimate } = accepted.json();
    expect(estimate).toMatchObject({ state: 'TX', monthlyKwh: 1020, annualSavings: 1800 });
    const db = new Database(leadsFile, { readonly: true });
    const row = db.prepare('SELECT * FROM solar_leads WHERE id = ?').get(id);
    db.close();
    expect(row).toMatchObject({ brand: 'default', zipcode: '78701', monthly_bill: 150, roof: 'flat', shaded: 1, annual_savings: 1800 });

    const refusals: [unknown, string][] = [
      [{ location: 'Austin', monthlyBill: 150, roof: 'flat' }, 'Enter your ZIP code, or an address ending with it.'],
      [{ location: `${'x'.repeat(201)} 78701`, monthlyBill: 150, roof: 'flat' }, 'Addresses are at most 200 characters.'],
      [{ location: '78701', monthlyBill: 5000, roof: 'flat' }, 'Enter a monthly bill between $20 and $2000.'],
      [{ location: '78701', monthlyBill: 150, roof: 'sideways' }, 'Choose which way your roof faces.'],
    ];
    for (const [payload, message] of refusals) {
      const refused = await postLead(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
  });

  it('answers 429 past the configured leads per minute', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 10; index++) statuses.push((await postLead({ location: '10001', monthlyBill: 100, roof: 'south' })).statusCode);
    expect(statuses).toContain(429);
  });
});

describe('the VPN paid-search landing', () => {
  it('shows the variation’s offers as call-to-action blocks and the page’s other blocks, never another variation', async () => {
    const response = await site.inject('/tech/services-and-software/rvmn-landing/best-free-vpn/');
    expect(response.statusCode).toBe(200);
    const page = text(response.body);
    expect(page).toContain('Best free VPN');
    expect(response.body).toMatch(/<a class="vpn-offer__cta" href="\/how-to\/how-to-set-up-a-vpn\/">See the offer<\/a>/);
    expect(page).toContain('How we test We test every VPN for speed, leaks and privacy policy.');
    expect(page).not.toContain('Best VPN for computers');
  });
});

describe('the finance pages', () => {
  it('hidden pages show the rate tables and stay out of search engines', async () => {
    const response = await site.inject('/_hidden/personal-finance/hotel-credit-cards/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('name="robots" content="noindex"');
    const page = text(response.body);
    expect(page).toContain('CD rates for $10,000 in 10001 (NY)');
    expect(page).toContain('Savings accounts for $10,000 in 10001 (NY)');
    expect(page).toContain('Checking accounts for $10,000 in 10001 (NY)');
  });

  it('the rate tables head the configured door pages only', async () => {
    expect(text((await site.inject('/personal-finance/banking/')).body)).toContain('CD rates for $10,000');
    expect(text((await site.inject('/personal-finance/taxes/')).body)).not.toContain('CD rates for');
  });
});

describe('the broadband shortcodes', () => {
  it('the speed chart draws a state, a metro area and the US from the reference data', () => {
    const body = site.renderBody('<p>Intro</p><shortcode type="broadband-speed-chart" city="Denver" title="Denver speeds"></shortcode>');
    const rendered = text(body.html);
    expect(rendered).toContain('Denver speeds');
    expect(rendered).toContain('Denver, CO 148 Mbps 47 Mbps');
    expect(rendered).toContain('CO average 139 Mbps 44 Mbps');
    expect(rendered).toContain('US average 133 Mbps 46 Mbps');
    expect(body.html).toContain('href="/home/internet/plans/"');
  });

  it('the infographic sums up the reference data; shortcodes with their own figures keep them', () => {
    const infographic = text(site.renderBody('<shortcode type="broadbandinfographic"></shortcode>').html);
    expect(infographic).toContain('US average download 133 Mbps');
    expect(infographic).toContain('Fastest metro area San Francisco, CA: 162 Mbps');
    const own = text(site.renderBody('<shortcode type="broadband-speed-chart"><script type="application/json">{"providers":[{"name":"Acme","download":50,"upload":5}]}</script></shortcode>').html);
    expect(own).toContain('Acme 50 Mbps 5 Mbps');
    expect(own).not.toContain('US average');
  });
});

describe('the brand without the plugin', () => {
  it('has none of its endpoints', async () => {
    expect((await site.inject({ method: 'POST', url: '/roadshow/_broadband/geo/providers', payload: { zipcode: '78701' } })).statusCode).toBe(405);
    expect((await site.inject('/roadshow/_broadband/rates/cds?amount=1&zipcode=10001')).statusCode).toBe(404);
  });
});
