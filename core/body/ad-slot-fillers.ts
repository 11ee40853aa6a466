// Who fills a brand's body ad slots. The core's ad-slot engine places `body.adSlots` only
// on a brand that enables a plugin declaring `fillsAdSlots`: a slot nobody fills would
// be an empty box, at its reserved height, in the middle of the reader's text.
import type { ConfigFinding, YamlSource } from '../config/load-yaml.ts';
import type { SiteConfig } from '../config/types.ts';
import type { InstalledPlugin } from '../plugin.ts';
import type { EnabledPlugin } from '../plugin-loader.ts';

/** True when a plugin the brand enables fills the ad slots of its bodies. */
export function fillsAdSlots(enabled: readonly EnabledPlugin[]): boolean {
  return enabled.some(({ plugin }) => plugin.definition.fillsAdSlots === true);
}

/** `body.adSlots` on a brand where no enabled plugin fills them places nothing: a warning
 *  at the key, naming the installed plugins that would fill them. */
export function unfilledAdSlotFindings(
  site: SiteConfig,
  source: YamlSource,
  enabled: readonly EnabledPlugin[],
  installed: ReadonlyMap<string, InstalledPlugin>,
): ConfigFinding[] {
  if (site.body.adSlots.length === 0 || fillsAdSlots(enabled)) return [];
  const fillers = [...installed.values()].filter(({ definition }) => definition.fillsAdSlots === true).map(({ definition }) => definition.name);
  // A filler the site switches on with options that failed validation is reported there.
  if (fillers.some((name) => site.plugins[name] !== undefined && site.plugins[name] !== false)) return [];
  const remedy = fillers.length === 0 ? 'no installed plugin fills them' : `enable ${fillers.join(' or ')} to show them`;
  return [
    source.finding(
      ['body', 'adSlots'],
      `body.adSlots: no plugin enabled on brand ${site.id} fills ad slots, so its bodies carry none (${remedy}, or remove body.adSlots)`,
      { key: true, severity: 'warning' },
    ),
  ];
}
