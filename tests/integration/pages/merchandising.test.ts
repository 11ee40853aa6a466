// Date-windowed promotions and widgets of spec 000 §9 on the shipped sites, and the
// checks of the merchandising config in `neutron validate site`.
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { useTestApp } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const app = useTestApp();

function visible(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, '');
}

describe('promotions and widgets in the sample content', () => {
  it('an article on sleep shows the running promotion and the shopping widget; ended promotions do not show', async () => {
    const response = await app().inject('/health/sleep/how-much-sleep-do-you-need/?setDevice=desktop');
    expect(response.statusCode).toBe(200);
    const html = visible(response.body);
    expect(html).toContain('<a class="promotion__link" href="/deals/">Deals our editors checked this week: today&#x27;s best prices</a>');
    expect(html).toMatch(/<aside class="widget widget--shopping" aria-label="Shop with our experts" data-widget="shopping"><h2 class="widget__title">Shop with our experts<\/h2>/);
    expect(html).toContain('See today&#x27;s deals');
    // The spec's six promotions ended in 2023; the mattress one targets sleep pages too.
    expect(html).not.toContain('Our mattress reviews');
    expect(html).not.toContain('Cyber Monday: the deals');
    expect(html).not.toContain('data-widget="dynamic"');
  });

  it('an article outside the widget topics shows the promotion without the shopping widget', async () => {
    const response = await app().inject('/tech/computing/ces-2025-everything-announced/');
    expect(response.statusCode).toBe(200);
    const html = visible(response.body);
    expect(html).toContain('data-promotion="editors-deals"');
    expect(html).not.toContain('data-widget="shopping"');
  });

  it('the auto brand configures none: its articles show neither', async () => {
    const response = await app().inject('/roadshow/news/ev-charging-guide/');
    expect(response.statusCode).toBe(200);
    const html = visible(response.body);
    expect(html).not.toContain('class="merchandising"');
    expect(html).not.toContain('data-promotion=');
    expect(html).not.toContain('data-widget=');
  });
});

const SITE = (merchandising: string) => `id: default\nname: Test\nprefix: /\nmerchandising:\n${merchandising}`;

describe('neutron validate site: merchandising windows', () => {
  it('ended windows are warnings: exit 0', async () => {
    const dir = tempProject({
      'sites/promo.yaml': SITE('  promotions:\n    - { id: black-friday, text: Deals, href: /deals/, from: 2023-11-22, until: 2023-11-25 }\n'),
    });
    const result = await runCli(['validate', 'site', 'sites/promo.yaml'], dir);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("sites/promo.yaml:6:80: promotion 'black-friday': ended on 2023-11-25; it no longer shows (warning)");
  });

  it('fields off the schema are errors at their position: exit 1', async () => {
    const dir = tempProject({
      'sites/promo.yaml': SITE(
        [
          '  promotions:',
          '    - { id: early, text: Early, href: /deals/, from: 2030-11-22, until: 2030-11-07 }',
          '    - { id: leap, text: Leap, href: /deals/, from: 2030-02-30 }',
          '    - { id: leap, text: Again, href: deals }',
          '  widgets:',
          '    shopping: { title: Shop, href: /deals/, linkText: Go, topicSets: [sleepy] }',
          '  topicSets:',
          '    nutrition: { topics: [] }',
          '',
        ].join('\n'),
      ),
    });
    const result = await runCli(['validate', 'site', 'sites/promo.yaml'], dir);
    expect(result.code).toBe(1);
    const lines = result.stderr.split('\n');
    expect(lines).toContain("sites/promo.yaml:8:38: merchandising.promotions.2.href: must be a path on the site, starting with '/' (/deals/)");
    expect(lines).toContain('sites/promo.yaml:12:26: merchandising.topicSets.nutrition.topics: must list at least one item');
  });

  it('a widget naming a device class that does not exist is an error at its position: exit 1', async () => {
    const dir = tempProject({
      'sites/promo.yaml': SITE('  widgets:\n    shopping: { title: Shop, href: /deals/, linkText: Go, devices: [desktop, watch] }\n'),
    });
    const result = await runCli(['validate', 'site', 'sites/promo.yaml'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')).toContain('sites/promo.yaml:6:78: merchandising.widgets.shopping.devices.1: must be one of "desktop", "tablet", "mobile"');
  });

  it('a window ending before it starts, a day that does not exist, a repeated id or an unknown topic set are errors: exit 1', async () => {
    const dir = tempProject({
      'sites/promo.yaml': SITE(
        [
          '  promotions:',
          '    - { id: early, text: Early, href: /deals/, from: 2030-11-22, until: 2030-11-07 }',
          '    - { id: leap, text: Leap, href: /deals/, from: 2030-02-30 }',
          '    - { id: leap, text: Again, href: /deals/ }',
          '  widgets:',
          '    shopping: { title: Shop, href: /deals/, linkText: Go, topicSets: [sleepy] }',
          '',
        ].join('\n'),
      ),
    });
    const result = await runCli(['validate', 'site', 'sites/promo.yaml'], dir);
    expect(result.code).toBe(1);
    const lines = result.stderr.split('\n');
    expect(lines).toContain("sites/promo.yaml:6:73: promotion 'early': until 2030-11-07 is before from 2030-11-22");
    expect(lines).toContain("sites/promo.yaml:7:52: promotion 'leap': from 2030-02-30 is not a calendar day");
    expect(lines).toContain("sites/promo.yaml:8:13: promotion 'leap' is listed twice; line 7 has it first");
    expect(lines).toContain("sites/promo.yaml:10:71: shopping widget: no topic set 'sleepy' under merchandising.topicSets");
  });
});
