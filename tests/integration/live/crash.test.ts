// Durability: an acknowledged post survives SIGKILL of the node that took it.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { liveContentId, liveProject, post, type RunningNode, startNode } from './nodes.ts';

const PAGE = '/deals-live/black-friday-deals-live/';
let node: RunningNode | undefined;
afterAll(async () => {
  await node?.stop();
});

describe('the live store after a crash', () => {
  it('keeps an acknowledged item across SIGKILL and a restart', async () => {
    const database = path.join(mkdtempSync(path.join(os.tmpdir(), 'neutron-live-crash-')), 'live.sqlite');
    const root = liveProject(database);
    node = await startNode(root);
    const contentId = await liveContentId(node.origin, PAGE);
    const posted = await post(node.origin, contentId, { headline: 'Survives a crash', body: '<p>Stored before the answer.</p>' });
    expect(posted.status).toBe(201);
    await node.stop('SIGKILL');
    expect(node.process.signalCode).toBe('SIGKILL');

    node = await startNode(root);
    const items = (await (await fetch(`${node.origin}/api/neutron/livearticles/cnet/items/${contentId}/0/web`)).json()) as { items: { id: string; headline?: string }[] };
    expect(items.items.find((item) => item.id === posted.item?.id)?.headline).toBe('Survives a crash');
    const page = await (await fetch(`${node.origin}${PAGE}?after-crash=1`)).text();
    expect(page).toContain('Survives a crash');
  }, 120_000);
});
