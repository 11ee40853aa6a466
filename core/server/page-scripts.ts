// The scripts of one page (spec 001 §4): what the brand's plugins declare for it, split
// into those the server renders into the HTML (timing 'server-render', only when their
// consent and features allow) and those the browser's script loader takes; and the
// page's Content-Security-Policy, built from the same declarations.
import type { PageContext } from '../context.ts';
import { isGranted } from '../scripts/consent.ts';
import { buildPolicy, type Policy } from '../scripts/content-security-policy.ts';
import { SAMPLING_ALL } from '../scripts/sampling.ts';
import { inLoadOrder, SCRIPT_MESSAGES, type ScriptDeclaration } from '../scripts/script-declaration.ts';
import type { BrandServer } from './brand-servers.ts';

export interface PageScripts {
  /** Rendered into the document, in load order. */
  server: ScriptDeclaration[];
  /** Handed to the browser's script loader with the page data. */
  browser: ScriptDeclaration[];
  policy?: Policy;
}

function isPolicyOnly(script: ScriptDeclaration): boolean {
  return (script.frame?.length ?? 0) + (script.connect?.length ?? 0) > 0;
}

export function pageScripts(ctx: PageContext, brand: BrandServer): PageScripts {
  const { site, hooks } = brand.runtime;
  const declared = inLoadOrder(hooks.scripts.call([], ctx));
  const seen = new Set<string>();
  const server: ScriptDeclaration[] = [];
  const browser: ScriptDeclaration[] = [];
  for (const script of declared) {
    if (seen.has(script.id)) continue;
    seen.add(script.id);
    if (!script.src && !script.inline) {
      // Origins alone (frames a plugin creates, hosts it calls) widen the policy and load
      // nothing; anything else without src or inline is a mistake worth a warning.
      if (!isPolicyOnly(script)) ctx.log.warn({ script: script.id }, SCRIPT_MESSAGES.empty(script.id));
      continue;
    }
    if (script.timing !== 'server-render') {
      browser.push(script);
      continue;
    }
    // A sampled script is drawn per reader, which a cached page cannot know: the browser's
    // loader draws and adds it at once.
    if (script.sampling !== undefined && script.sampling < SAMPLING_ALL) {
      browser.push({ ...script, timing: 'immediate' });
      continue;
    }
    if (!(script.requiredFeatures ?? []).every((feature) => ctx.features.has(feature))) {
      ctx.log.info({ script: script.id }, SCRIPT_MESSAGES.featuresDisabled(script.id));
      continue;
    }
    if (script.category === undefined) ctx.log.warn({ script: script.id }, SCRIPT_MESSAGES.missingCategory(script.id));
    // Not granted yet: the browser's loader adds it once the reader consents.
    if (isGranted(ctx.consent, script.category)) server.push(script);
    else browser.push({ ...script, timing: 'immediate' });
  }
  const policy = site.csp.enabled ? policyFor(brand, declared) : undefined;
  return { server, browser, ...(policy ? { policy } : {}) };
}

/** Pages of a brand declare the same few sets of scripts: each set's policy is built once
 *  (cache hits included, it would otherwise be rebuilt on every request). */
const POLICIES_PER_BRAND = 256;
const policies = new WeakMap<BrandServer, Map<string, Policy>>();

function policyFor(brand: BrandServer, declared: readonly ScriptDeclaration[]): Policy {
  let known = policies.get(brand);
  if (!known) policies.set(brand, (known = new Map()));
  const key = JSON.stringify(declared);
  const found = known.get(key);
  if (found) return found;
  const { site } = brand.runtime;
  const policy = buildPolicy({ scripts: declared, frameHosts: site.body.iframeHosts, reportOnly: site.csp.reportOnly });
  // Bounded: a plugin that declares per-request values cannot grow it without limit.
  if (known.size >= POLICIES_PER_BRAND) known.clear();
  known.set(key, policy);
  return policy;
}
