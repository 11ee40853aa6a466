// `neutron validate vanity` and the plugin's checks at boot (spec 001 §7 rules, spec 000
// §9 exclusions): each brand's vanity entries, every finding at its file:line:col.
//   static (boot, `validate`): entry shape, duplicates, expired entries (warnings),
//     targets missing for the edition, off-site hosts not allowed, excluded paths,
//     loops and chains of more than one hop among the entries;
//   with the app (`checkApp`, run by `validate all` and `validate vanity`): vanity paths
//     that shadow real routes, targets no route matches, and targets that answer 404, a
//     redirect or an error.
import { brandFacts, type ConfigFinding, type PluginAppCheckInput, type PluginValidationInput, type Router, type SiteConfig } from '../../core/index.ts';
import { createVanityClient } from './client.ts';
import { isMask, type MovingType } from './decide.ts';
import { destinationOf } from './decide.ts';
import { expiryOf, isInForce, objectSlug, targetFor } from './entry.ts';
import { contentDirOf, type FileEntry, readBrandEntries } from './entries-file.ts';
import { EXCLUDED_PATHS, VANITY_ROUTE, VANITY_TIMEOUT_MS } from './constants.ts';
import type { VanityOptions } from './options.ts';
import { isExcludedPath } from './request-key.ts';
import { createInjectTransport } from './transport.ts';

export interface BrandEntries {
  site: SiteConfig;
  options: VanityOptions;
  entries: FileEntry[];
}

const name = (file: FileEntry) => `vanity ${file.entry.urlPath}`;
const at = (file: FileEntry, ...segments: (string | number)[]) => ['items', file.index, ...segments];
const error = (file: FileEntry, segments: (string | number)[], message: string): ConfigFinding => file.source.finding(at(file, ...segments), `${name(file)}: ${message}`);

function isMoving(type: string): type is MovingType {
  return type !== 'OK' && type !== 'NOT_FOUND';
}

/** The site path an entry's URL target leads to, when it is one of the site's. */
function localTarget(file: FileEntry, brand: BrandEntries, publicOrigin: string): string | undefined {
  const target = targetFor(file.entry, brand.site.edition);
  if (!target || target.targetType !== 'url' || typeof target.target !== 'string') return undefined;
  const destination = destinationOf(target.target, { publicOrigin, allowHosts: brand.options.allowHosts });
  return destination.kind === 'local' ? destination.path : undefined;
}

function pathOf(key: string): string {
  return key.split('?', 1)[0] ?? key;
}

/** Checks of each entry on its own. */
function entryFindings(file: FileEntry, brand: BrandEntries, now: Date, publicOrigin: string): ConfigFinding[] {
  const { entry } = file;
  const findings: ConfigFinding[] = [];
  if (!entry.urlPath.startsWith(brand.site.prefix)) findings.push(error(file, ['urlPath'], `is not a path of brand ${brand.site.id} (under ${brand.site.prefix})`));
  if (isExcludedPath(pathOf(entry.urlPath))) {
    const excluded = EXCLUDED_PATHS.find((path) => entry.urlPath.startsWith(path));
    findings.push(error(file, ['urlPath'], `is never looked up: ${excluded} and the paths below it never go to the vanity service`));
  }
  const expiry = expiryOf(entry);
  if (entry.dateExpired && !expiry) findings.push(error(file, ['dateExpired', 'date'], `dateExpired.date '${entry.dateExpired.date}' is not a date`));
  if (entry.enabled && expiry && expiry.getTime() <= now.getTime()) {
    findings.push(file.source.finding(at(file, 'dateExpired', 'date'), `${name(file)}: expired on ${expiry.toISOString().slice(0, 10)}; it is never used`, { severity: 'warning' }));
  }
  if (!isInForce(entry, now) || !isMoving(entry.urlType)) return findings;

  const edition = brand.site.edition;
  const index = entry.targets.findIndex((target) => target.edition === edition);
  const target = entry.targets[index];
  if (!target) return [...findings, error(file, ['targets'], `${entry.urlType} has no target for edition ${edition}`)];
  if (target.targetType === 'object') {
    if (typeof target.target === 'string') return [...findings, error(file, ['targets', index, 'target'], 'an object target must be an object')];
    if (!objectSlug(target.target, edition)) findings.push(error(file, ['targets', index, 'target'], `object target needs edition ${edition} in availableOn and a slug`));
    if (!target.target.type) findings.push(error(file, ['targets', index, 'target'], 'object target needs a type (the content type of its url, e.g. topics)'));
    return findings;
  }
  if (typeof target.target !== 'string') return [...findings, error(file, ['targets', index, 'target'], 'a url target must be a string')];
  const destination = destinationOf(target.target, { publicOrigin, allowHosts: brand.options.allowHosts });
  if (destination.kind === 'refused') findings.push(error(file, ['targets', index, 'target'], `target ${target.target} is refused: ${destination.reason}`));
  else if (destination.kind === 'off-site' && isMask(entry.urlType)) findings.push(error(file, ['targets', index, 'target'], `${entry.urlType} shows pages of this site only; ${target.target} is off-site`));
  return findings;
}

/** Loops and chains among a brand's entries: a reader should reach a page in one hop. */
function chainFindings(brand: BrandEntries, now: Date, publicOrigin: string): ConfigFinding[] {
  const byPath = new Map<string, FileEntry>();
  for (const file of brand.entries) if (isInForce(file.entry, now) && file.entry.urlType !== 'OK') byPath.set(file.entry.urlPath, file);
  const findings: ConfigFinding[] = [];
  for (const file of brand.entries) {
    if (!isInForce(file.entry, now) || !isMoving(file.entry.urlType)) continue;
    const first = localTarget(file, brand, publicOrigin);
    if (first === undefined) continue;
    const seen = [file.entry.urlPath];
    let next = first;
    for (;;) {
      if (seen.includes(next)) {
        findings.push(error(file, ['targets'], `loop: ${[...seen, next].join(' → ')}`));
        break;
      }
      seen.push(next);
      const hop = byPath.get(next);
      if (!hop) {
        if (seen.length > 2) findings.push(error(file, ['targets'], `chain of ${seen.length - 1} hops: ${seen.join(' → ')}; point it at ${next} directly`));
        break;
      }
      if (hop.entry.urlType === 'NOT_FOUND') {
        findings.push(error(file, ['targets'], `target ${next} is a NOT_FOUND vanity: readers land on a 404`));
        break;
      }
      // The hop moves readers on: off the site, to an object, or to the next path.
      const after = localTarget(hop, brand, publicOrigin);
      if (after === undefined) {
        findings.push(error(file, ['targets'], `chain of ${seen.length} hops: ${seen.join(' → ')} → its target`));
        break;
      }
      next = after;
    }
  }
  return findings;
}

function duplicateFindings(brand: BrandEntries): ConfigFinding[] {
  const first = new Map<string, FileEntry>();
  const findings: ConfigFinding[] = [];
  for (const file of brand.entries) {
    const earlier = first.get(file.entry.urlPath);
    if (earlier) findings.push(error(file, ['urlPath'], `is defined twice (first in ${earlier.source.file}, item ${earlier.index + 1})`));
    else first.set(file.entry.urlPath, file);
  }
  return findings;
}

/** Every check that needs no app: at boot, in `validate all` and in `validate vanity`. */
export function staticFindings(brand: BrandEntries, now: Date, publicOrigin: string): ConfigFinding[] {
  return [
    ...duplicateFindings(brand),
    ...brand.entries.flatMap((file) => entryFindings(file, brand, now, publicOrigin)),
    ...chainFindings(brand, now, publicOrigin),
  ];
}

/** Paths a real route serves, and targets no route serves (`validate vanity`). */
export function routeFindings(brand: BrandEntries, router: Router, now: Date, publicOrigin: string): { findings: ConfigFinding[]; unrouted: Set<FileEntry> } {
  const findings: ConfigFinding[] = [];
  const unrouted = new Set<FileEntry>();
  for (const file of brand.entries) {
    if (!isInForce(file.entry, now) || file.entry.urlType === 'OK') continue;
    const shadowed = router.match(pathOf(file.entry.urlPath));
    if (shadowed && shadowed.meta.page !== VANITY_ROUTE) {
      findings.push(error(file, ['urlPath'], `shadows the route ${shadowed.name}: its page at ${pathOf(file.entry.urlPath)} is never shown`));
    }
    if (!isMoving(file.entry.urlType)) continue;
    const target = localTarget(file, brand, publicOrigin);
    if (target === undefined) continue;
    // A target the slash rule serves is a redirect, which the probes report.
    const match = router.match(target) ?? router.match(target.endsWith('/') ? target.slice(0, -1) : `${target}/`);
    if (!match || match.meta.page === VANITY_ROUTE) {
      findings.push(error(file, ['targets'], `no route matches the target ${target}`));
      unrouted.add(file);
    }
  }
  return { findings, unrouted };
}

/** How a target answers a reader: its status and, for a redirect, where it goes. */
export type Probe = (path: string) => Promise<{ status: number; location?: string | undefined }>;
/** The site path of an object target, from the content service. */
export type ResolveObject = (site: SiteConfig, contentType: string, slug: string) => Promise<string | undefined>;

/** Each target as a reader meets it (`validate vanity`): a page, or a 404, a redirect, an error. */
export async function probeFindings(
  brand: BrandEntries,
  probe: Probe,
  resolveObject: ResolveObject,
  now: Date,
  publicOrigin: string,
  /** Entries already reported for their target (no route matches it). */
  reported: ReadonlySet<FileEntry> = new Set(),
): Promise<ConfigFinding[]> {
  const findings: ConfigFinding[] = [];
  const edition = brand.site.edition;
  for (const file of brand.entries) {
    if (!isInForce(file.entry, now) || !isMoving(file.entry.urlType) || reported.has(file)) continue;
    const target = targetFor(file.entry, edition);
    if (!target) continue;
    let path: string | undefined;
    if (target.targetType === 'object' && typeof target.target !== 'string') {
      const slug = objectSlug(target.target, edition);
      if (!slug || !target.target.type) continue;
      path = await resolveObject(brand.site, target.target.type, slug);
      if (path === undefined) {
        findings.push(error(file, ['targets'], `object target ${target.target.type}/${slug} is not known to the content service (404)`));
        continue;
      }
      if (isMask(file.entry.urlType)) continue;
    } else {
      path = localTarget(file, brand, publicOrigin);
    }
    if (path === undefined) continue;
    const answer = await probe(path);
    if (answer.status === 404) findings.push(error(file, ['targets'], `target ${path} answers 404`));
    else if (answer.status >= 300 && answer.status < 400) findings.push(error(file, ['targets'], `target ${path} redirects (${answer.status}) to ${answer.location ?? '?'}: readers take more than one hop`));
    else if (answer.status >= 400) findings.push(error(file, ['targets'], `target ${path} answers ${answer.status}`));
  }
  return findings;
}

/** The brands that enable the plugin, with their entries; unreadable entries are findings. */
export function brandsOf(
  root: string,
  input: { app: PluginValidationInput['app']; sites: readonly { site: SiteConfig; options: VanityOptions | undefined }[] },
): { brands: BrandEntries[]; findings: ConfigFinding[] } {
  const contentDir = contentDirOf(root, input.app);
  const brands: BrandEntries[] = [];
  const findings: ConfigFinding[] = [];
  if (!contentDir) return { brands, findings };
  for (const { site, options } of input.sites) {
    // A brand that asks a vanity service of its own is not served these entries.
    if (options === undefined || options.host !== undefined) continue;
    const read = readBrandEntries(root, contentDir, site);
    findings.push(...read.findings);
    brands.push({ site, options, entries: read.entries });
  }
  return { brands, findings };
}

/** The plugin's `validate`: the static checks of every brand that enables it. */
export function validateProject(input: PluginValidationInput<VanityOptions>, now: Date): ConfigFinding[] {
  const { brands, findings } = brandsOf(input.root, input);
  return [...findings, ...brands.flatMap((brand) => staticFindings(brand, now, input.app.server.publicOrigin))];
}

/** The plugin's `checkApp`: each brand's entries against the app, as readers meet them. */
export async function appFindings(input: PluginAppCheckInput<VanityOptions>, now: Date): Promise<ConfigFinding[]> {
  const { server, router } = input;
  const origin = input.app.server.publicOrigin;
  const { brands } = brandsOf(input.root, input);
  const client = createVanityClient(createInjectTransport(() => server));
  const probe: Probe = async (target) => {
    const answer = await server.inject({ method: 'GET', url: target });
    const location = answer.headers.location;
    return { status: answer.statusCode, location: Array.isArray(location) ? location[0] : location };
  };
  const resolveObject: ResolveObject = (site, contentType, slug) =>
    client.urlFor(brandFacts(site).contentSite, contentType, slug, site.edition, { txId: 'validate-vanity', signal: AbortSignal.timeout(VANITY_TIMEOUT_MS), timeoutMs: VANITY_TIMEOUT_MS });
  const findings: ConfigFinding[] = [];
  for (const brand of brands) {
    const routes = routeFindings(brand, router, now, origin);
    findings.push(...routes.findings, ...(await probeFindings(brand, probe, resolveObject, now, origin, routes.unrouted)));
  }
  return findings;
}
