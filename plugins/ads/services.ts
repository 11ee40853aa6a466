// The auxiliary ad services (taser, survey, …) as declared scripts: each loads under
// targeting consent after window load, at the end of the body; a service's `sampling`
// (the survey's defaults to spec 001 §9's 100 percent) lets the core's script loader load
// it for that share of readers only. A service without a script URL is logged, not loaded.
import type { PageContext, ScriptDeclaration } from '../../core/index.ts';
import { AD_CONSTANTS, ADS_PLUGIN, SCRIPT_URL_MISSING, SURVEY_SERVICE } from './constants.ts';
import type { AdsOptions } from './options.ts';

type AdService = AdsOptions['services'][number];

/** The service's share of readers in percent, when it is sampled at all. */
export function serviceSampling(service: AdService): number | undefined {
  return service.sampling ?? (service.name === SURVEY_SERVICE ? AD_CONSTANTS.surveySamplingPercent : undefined);
}

export function adScripts(options: AdsOptions, ctx: PageContext): ScriptDeclaration[] {
  const scripts: ScriptDeclaration[] = [];
  const missing = (service: string) => ctx.log.warn({ plugin: ADS_PLUGIN, service }, SCRIPT_URL_MISSING);
  const uses = (provider: 'gpt') => options.provider === provider || options.slots.some((slot) => slot.provider === provider);
  if (uses('gpt')) {
    if (options.gpt?.scriptUrl) scripts.push({ id: 'ads-gpt', src: options.gpt.scriptUrl, category: 'targeting', timing: 'window-load', position: 'head', attrs: { async: '' } });
    else missing('gpt');
    if (options.gpt?.prebidScriptUrl) scripts.push({ id: 'ads-prebid', src: options.gpt.prebidScriptUrl, category: 'targeting', timing: 'window-load', position: 'head', attrs: { async: '' } });
    else missing('prebid');
  }
  for (const service of options.services) {
    if (!service.scriptUrl) {
      missing(service.name);
      continue;
    }
    const sampling = serviceSampling(service);
    scripts.push({
      id: `ads-${service.name}`,
      src: service.scriptUrl,
      category: 'targeting',
      timing: 'window-load',
      position: 'footer',
      attrs: { async: '' },
      ...(sampling === undefined ? {} : { sampling }),
    });
  }
  return scripts;
}
