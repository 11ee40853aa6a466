// Production never publishes with a token committed in the repository: the node says so
// at boot and the endpoint answers 503 with the reason; a token of the deployment's own,
// from NEUTRON_LIVE_TOKEN, publishes.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type PluginTestSite, testPlugin } from '../../../core/index.ts';
import { createLivePlugin } from '../../../plugins/live/index.ts';
import { liveContentId, liveProject, post, type RunningNode, startNode } from './nodes.ts';
import { ONGOING_PATH, pageData, TOKEN } from './project.ts';

const REFUSED = {
  code: 'LIVE_ERR_PUBLISHING_REFUSED',
  message: 'publishing is refused: in production the publish token comes only from NEUTRON_LIVE_TOKEN, and never is one committed in the repository',
};
const SECRET = 'a-secret-of-this-deployment-0123456789';

let node: RunningNode | undefined;
const sites: PluginTestSite[] = [];
afterAll(async () => {
  await node?.stop();
  await Promise.all(sites.map((site) => site.close()));
});

async function productionSite(env: NodeJS.ProcessEnv): Promise<{ site: PluginTestSite; contentId: string }> {
  const site = await testPlugin(createLivePlugin({ env }), { environment: 'production', options: { publishToken: TOKEN } });
  sites.push(site);
  return { site, contentId: (await pageData(site, ONGOING_PATH)).content.id };
}

const postWith = (site: PluginTestSite, contentId: string, token: string) =>
  site.inject({ method: 'POST', url: `/_neutron/live/${contentId}/items`, headers: { authorization: `Bearer ${token}` }, payload: { body: '<p>x</p>' } });

describe('the publish token in production', () => {
  it('with the shipped config and no NEUTRON_LIVE_TOKEN: an error line at boot, 503 on the endpoint', async () => {
    const database = path.join(mkdtempSync(path.join(os.tmpdir(), 'neutron-live-production-')), 'live.sqlite');
    node = await startNode(liveProject(database), { NEUTRON_ENV: 'production', NEUTRON_LIVE_TOKEN: undefined });
    const contentId = await liveContentId(node.origin, ONGOING_PATH);
    const refused = await post(node.origin, contentId, { body: '<p>With the committed token</p>' });
    expect(refused.status).toBe(503);
    expect(refused).toMatchObject(REFUSED);
    const line = node.output().split('\n').find((entry) => entry.includes('publishing is refused in production'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      level: 50,
      msg: 'live: publishing is refused in production: NEUTRON_LIVE_TOKEN is not set (a publishToken in a site config is committed in the repository); set NEUTRON_LIVE_TOKEN to a secret token of your own',
    });
  }, 120_000);

  it('refuses the development token even from NEUTRON_LIVE_TOKEN', async () => {
    const { site, contentId } = await productionSite({ NEUTRON_LIVE_TOKEN: 'neutron-development-live-token' });
    const response = await postWith(site, contentId, 'neutron-development-live-token');
    expect(response.statusCode).toBe(503);
    expect(JSON.parse(response.body)).toEqual(REFUSED);
  });

  it('publishes with a token of its own from NEUTRON_LIVE_TOKEN, and no longer with the site config\'s', async () => {
    const { site, contentId } = await productionSite({ NEUTRON_LIVE_TOKEN: SECRET });
    expect((await postWith(site, contentId, SECRET)).statusCode).toBe(201);
    expect((await postWith(site, contentId, TOKEN)).statusCode).toBe(403);
  });
});
