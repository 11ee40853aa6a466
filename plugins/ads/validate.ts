// What `neutron validate site|all` and boot check of the ad configuration: slots that
// no provider can fill, body slots without an ads slot (or with another size), duplicate
// slot names, script URLs missing in production, and every line-item file.
import type { ConfigFinding, PluginValidationInput } from '../../core/index.ts';
import { ADS_PLUGIN, SCRIPT_URL_MISSING } from './constants.ts';
import { type AdsOptions, lineItemsFolder } from './options.ts';
import { readLineItems } from './server/line-items.ts';

export function validateAds({ root, app, sites }: PluginValidationInput<AdsOptions>): ConfigFinding[] {
  const findings: ConfigFinding[] = [];
  const checkedFolders = new Set<string>();
  for (const { site, source, options } of sites) {
    if (options === undefined) continue;
    const at = (...segments: (string | number)[]) => ['plugins', ADS_PLUGIN, ...segments];
    const seen = new Set<string>();
    const bodySlots = new Map(site.body.adSlots.map((slot) => [slot.name, slot]));
    const covered = new Set<string>();
    options.slots.forEach((slot, index) => {
      if (seen.has(slot.name)) findings.push(source.finding(at('slots', index, 'name'), `plugins.ads.slots.${index}.name: slot '${slot.name}' is defined twice`));
      seen.add(slot.name);
      const provider = slot.provider ?? options.provider;
      if (provider === 'gpt' && !options.gpt) {
        findings.push(source.finding(at('slots', index), `plugins.ads.slots.${index}: slot '${slot.name}' has no provider: provider gpt needs plugins.ads.gpt`));
      }
      if (slot.size === 'search' && provider !== 'embedded') {
        findings.push(source.finding(at('slots', index), `plugins.ads.slots.${index}: the ad-search unit '${slot.name}' needs provider embedded`));
      }
      if (slot.position !== 'body') return;
      const body = bodySlots.get(slot.name);
      if (!body) {
        findings.push(source.finding(at('slots', index, 'name'), `plugins.ads.slots.${index}.name: no body.adSlots slot named '${slot.name}' places this body slot`));
        return;
      }
      covered.add(slot.name);
      if (body.size !== slot.size) findings.push(source.finding(at('slots', index, 'size'), `plugins.ads.slots.${index}.size: body.adSlots '${slot.name}' is size ${body.size}, not ${slot.size}`));
    });
    site.body.adSlots.forEach((slot, index) => {
      if (!covered.has(slot.name)) {
        findings.push(source.finding(['body', 'adSlots', index, 'name'], `body.adSlots.${index}: slot '${slot.name}' has no provider: add { name: ${slot.name}, position: body, size: ${slot.size} } to plugins.ads.slots`));
      }
    });
    if (app.environment === 'production') {
      const uses = options.provider === 'gpt' || options.slots.some((slot) => slot.provider === 'gpt');
      if (uses && !options.gpt?.scriptUrl) findings.push(source.finding(at('gpt'), `plugins.ads.gpt: ${SCRIPT_URL_MISSING} (gpt)`));
      if (uses && !options.gpt?.prebidScriptUrl) findings.push(source.finding(at('gpt'), `plugins.ads.gpt: ${SCRIPT_URL_MISSING} (prebid)`));
      options.services.forEach((service, index) => {
        if (!service.scriptUrl) findings.push(source.finding(at('services', index), `plugins.ads.services.${index}: ${SCRIPT_URL_MISSING} (${service.name})`));
      });
    }
    const folder = lineItemsFolder(options);
    if (folder !== undefined && !checkedFolders.has(folder)) {
      checkedFolders.add(folder);
      findings.push(...readLineItems(root, folder).findings);
    }
  }
  return findings;
}
