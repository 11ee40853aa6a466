// `neutron validate vanity [--json]`: every brand's vanity entries, checked as the plugin
// checks them at start, then against the running app: routes they shadow, targets no route
// matches, targets that answer 404 or send readers on. Exit 0 clean (warnings allowed),
// 1 on findings, 2 on a usage or config error.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  brandFacts,
  ConfigError,
  type ConfigFinding,
  createServer,
  EXIT_USAGE,
  formatFinding,
  parseCommandArgs,
  type PluginCommand,
  reportFindings,
} from '../../core/index.ts';
import { createVanityClient } from './client.ts';
import { VANITY_PLUGIN, VANITY_TIMEOUT_MS } from './constants.ts';
import { contentDirOf } from './entries-file.ts';
import { brandsOf, probeFindings, routeFindings, staticFindings } from './lint.ts';
import type { VanityOptions } from './options.ts';
import { createInjectTransport } from './transport.ts';

const WHAT = 'vanity entries';

/** True when a finding is about a vanity file of the embedded content (not the configs). */
function isVanityFinding(finding: ConfigFinding): boolean {
  return /(^|\/)vanity(\.[^/]+)?\.ya?ml$/.test(finding.file);
}

export function vanityCommands(now: () => Date): PluginCommand[] {
  return [
    {
      name: ['validate', 'vanity'],
      usage: 'validate vanity [--json]',
      summary: 'check vanity entries: loops, chains, targets that 404 or match no route, shadowed routes, expiry',
      async run(args, io) {
        const { values } = parseCommandArgs(args, { json: { type: 'boolean' } }, { min: 0, max: 0 });
        const json = values.json === true;
        const scratch = mkdtempSync(path.join(os.tmpdir(), 'neutron-vanity-'));
        let server: Awaited<ReturnType<typeof createServer>>;
        try {
          server = await createServer(io.cwd, { logger: false, databaseFile: path.join(scratch, 'content.sqlite') });
        } catch (error) {
          rmSync(scratch, { recursive: true, force: true });
          if (!(error instanceof ConfigError)) throw error;
          // The entries themselves stop the app: report them; the checks against the app wait.
          if (error.findings.every(isVanityFinding)) {
            io.stderr('neutron validate vanity: the app does not start with these entries; routes and targets are checked once they are fixed\n');
            return reportFindings(error.findings, io, json, WHAT);
          }
          for (const finding of error.findings) io.stderr(`${formatFinding(finding)}\n`);
          io.stderr('neutron validate vanity: the configs have errors (neutron validate all)\n');
          return EXIT_USAGE;
        }
        const { app, project } = server;
        try {
          const sites = [...project.brands.values()].map((brand) => ({
            site: brand.site,
            options: brand.plugins.find((entry) => entry.plugin.definition.name === VANITY_PLUGIN)?.options as VanityOptions | undefined,
          }));
          if (!sites.some((entry) => entry.options !== undefined)) {
            io.stderr(`neutron validate vanity: no brand enables the ${VANITY_PLUGIN} plugin\n`);
            return EXIT_USAGE;
          }
          if (!contentDirOf(project.root, project.app)) {
            io.stdout(`${WHAT}: the content comes from a remote API; only the embedded content's entries are checked here\n`);
            return reportFindings([], io, json, WHAT);
          }
          const at = now();
          const origin = project.app.server.publicOrigin;
          const { brands, findings } = brandsOf(project.root, { app: project.app, sites });
          const client = createVanityClient(createInjectTransport(() => app));
          for (const brand of brands) {
            const routes = routeFindings(brand, project.router, at, origin);
            findings.push(...staticFindings(brand, at, origin), ...routes.findings);
            findings.push(
              ...(await probeFindings(
                brand,
                async (target) => {
                  const answer = await app.inject({ method: 'GET', url: target });
                  const location = answer.headers.location;
                  return { status: answer.statusCode, location: Array.isArray(location) ? location[0] : location };
                },
                (site, contentType, slug) =>
                  client.urlFor(brandFacts(site).contentSite, contentType, slug, site.edition, { txId: 'validate-vanity', signal: AbortSignal.timeout(VANITY_TIMEOUT_MS), timeoutMs: VANITY_TIMEOUT_MS }),
                at,
                origin,
                routes.unrouted,
              )),
            );
          }
          return reportFindings(findings, io, json, WHAT);
        } finally {
          await app.close();
          rmSync(scratch, { recursive: true, force: true });
        }
      },
    },
  ];
}
