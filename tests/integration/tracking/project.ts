// A temp project running the ab-test plugin (fixed clock) and the tracking plugin on both
// brands, its tracking store in a file of its own; the auto brand may name its own
// endpoints.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFINITIONS } from '../../fixtures/ab-test-definitions.ts';
import { repoRoot } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const CHAIN = 'middleware: [brand, i18n, feature-flags, ab-test, cache, transaction]';

export interface TrackingProject {
  root: string;
  database: string;
}

/** Endpoint paths a brand configures (`plugins: tracking: endpoints:`). */
export const AUTO_ENDPOINTS = { pageView: '/t/views', pageEvent: '/t/events', audience: '/t/audience.gif', pageViewCandidate: '/t/candidate.json', personalisation: '/t/rules' };

export function trackingProject(options: { maxRequestsPerMinute?: number; forwarderUrl?: string; autoEndpoints?: boolean } = {}): TrackingProject {
  const root = tempProject();
  const database = path.join(root, 'data/tracking-test.sqlite');
  const definitions = path.join(root, 'config/ab-tests.yaml');
  const collector = `collector: { database: ${database}, maxRequestsPerMinute: ${options.maxRequestsPerMinute ?? 1000} }`;
  const forwarder = options.forwarderUrl ? `, forwarder: { url: '${options.forwarderUrl}', timeoutMs: 2000 }` : '';
  const endpoints = (brand: string) =>
    brand === 'roadshow' && options.autoEndpoints ? `, endpoints: { ${Object.entries(AUTO_ENDPOINTS).map(([name, at]) => `${name}: ${at}`).join(', ')} }` : '';
  const plugins = (brand: string, suite: string) =>
    `plugins:\n  ab-test: { definitions: ${definitions}, tests: [color] }\n  tracking: { brand: ${brand}, reportSuiteId: ${suite}, ${collector}${forwarder}${endpoints(brand)} }\n`;
  writeFileSync(definitions, DEFINITIONS);
  writeFileSync(path.join(root, 'sites/default.yaml'), `id: default\nname: Test Default\nprefix: /\n${CHAIN}\n${plugins('cnet', 'suite-default')}`);
  writeFileSync(path.join(root, 'sites/auto.yaml'), `id: auto\nname: Test Auto\nprefix: /roadshow/\n${CHAIN}\n${plugins('roadshow', 'suite-auto')}`);
  const appFile = path.join(root, 'config/app.yaml');
  const abTest = path.join(repoRoot, 'tests/integration/ab-test/fixtures/ab-test-fixed-clock.ts');
  const tracking = path.join(repoRoot, 'plugins/tracking/index.ts');
  writeFileSync(appFile, readFileSync(appFile, 'utf8').replace(/^plugins:\n/m, `plugins:\n  ab-test: ${abTest}\n  tracking: ${tracking}\n`));
  return { root, database };
}
