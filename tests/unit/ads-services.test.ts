// The ads plugin's auxiliary services as declared scripts: under targeting consent, and
// the survey sampled at spec 001 §9's 100 percent unless the site says otherwise.
import { describe, expect, it } from 'vitest';
import type { PageContext } from '../../core/index.ts';
import type { AdsOptions } from '../../plugins/ads/options.ts';
import { adScripts } from '../../plugins/ads/services.ts';

const warnings: string[] = [];
const ctx = { log: { warn: (_detail: unknown, message: string) => warnings.push(message) } } as unknown as PageContext;
const options = (services: AdsOptions['services']) => ({ provider: 'embedded', slots: [], services }) as unknown as AdsOptions;

describe('ad service scripts', () => {
  it('declares each service under targeting consent; the survey sampled at 100 by default', () => {
    const scripts = adScripts(options([{ name: 'taser', scriptUrl: '/taser.js' }, { name: 'survey', scriptUrl: 'https://surveys.example/s.js' }]), ctx);
    expect(scripts.map(({ id, src, category, timing, sampling }) => ({ id, src, category, timing, sampling }))).toEqual([
      { id: 'ads-taser', src: '/taser.js', category: 'targeting', timing: 'window-load', sampling: undefined },
      { id: 'ads-survey', src: 'https://surveys.example/s.js', category: 'targeting', timing: 'window-load', sampling: 100 },
    ]);
  });

  it("takes a service's sampling from the site", () => {
    const scripts = adScripts(options([{ name: 'survey', scriptUrl: '/s.js', sampling: 0 }, { name: 'poll', scriptUrl: '/p.js', sampling: 30 }]), ctx);
    expect(scripts.map((script) => [script.id, script.sampling])).toEqual([
      ['ads-survey', 0],
      ['ads-poll', 30],
    ]);
  });

  it('logs a service without a script URL and declares nothing for it', () => {
    warnings.length = 0;
    expect(adScripts(options([{ name: 'survey' }]), ctx)).toEqual([]);
    expect(warnings).toEqual(['scriptUrl not defined in site config']);
  });
});
