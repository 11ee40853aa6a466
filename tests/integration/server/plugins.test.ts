import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildTestAppWithUnknownMiddleware, fixtureProject } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp(fixtureProject);
});
afterAll(async () => {
  await app.close();
});

describe('a plugin enabled for one brand', () => {
  it('adds its route, page, middleware step, head tag and options on that brand', async () => {
    const response = await app.inject('/hello/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1 class="hello">HOWDY<!-- -->, reader</h1>');
    expect(response.headers['x-hello']).toBe('Howdy from default');
    expect(response.body).toContain('<meta data-neutron-head="" name="hello-greeting" content="Howdy"/>');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('serves its own endpoint through the server hook', async () => {
    expect((await app.inject('/_hello/ping')).json()).toEqual({ pong: 'default' });
  });

  it('is absent from the other brand', async () => {
    const response = await app.inject('/roadshow/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-hello']).toBeUndefined();
    expect(response.body).not.toContain('hello-greeting');
    expect((await app.inject('/roadshow/_hello/ping')).statusCode).toBe(404);
  });
});

describe('the middleware chain', () => {
  it('runs the steps in the configured order', async () => {
    const dir = tempProject({
      'sites/default.yaml': 'id: default\nname: T\nprefix: /\nmiddleware: [transaction, greeter]\nplugins: { hello: true }\n',
    });
    const ordered = await buildTestApp(dir);
    const response = await ordered.inject({ url: '/hello/', headers: { 'x-tx-id': 'abcdef12-3456' } });
    expect(response.headers['x-tx-id']).toBe('abcdef12-3456');
    expect(response.headers['x-hello']).toBe('Hello from default');
    await ordered.close();
  });

  it('a step nobody defines is a 500 Unknown middleware', async () => {
    const dir = tempProject({ 'sites/default.yaml': 'id: default\nname: T\nprefix: /\nmiddleware: [brand, cache]\n' });
    const broken = await buildTestAppWithUnknownMiddleware(dir, ['brand', 'bogus', 'cache']);
    const response = await broken.inject('/about/');
    expect(response.statusCode).toBe(500);
    const data = await broken.inject('/_neutron/data/about/');
    expect((data.json() as { page: { props: { message: string } } }).page.props.message).toBe('Unknown middleware bogus');
    await broken.close();
  });

  it('a spec step whose plugin is not enabled is skipped', async () => {
    const response = await app.inject('/about/');
    expect(response.statusCode).toBe(200);
  });

  it('feature flags: featureEnable/featureDisable override per visitor, bounded and ignoring unknown names', async () => {
    const { resolveFeatures } = await import('../../../core/server/middleware.ts');
    const defaults = { alpha: true, beta: false, gamma: false };
    expect([...resolveFeatures(defaults, new URLSearchParams('featureEnable=beta'))].sort()).toEqual(['alpha', 'beta']);
    expect([...resolveFeatures(defaults, new URLSearchParams('featureEnable=all&featureDisable=gamma'))].sort()).toEqual(['alpha', 'beta']);
    expect([...resolveFeatures(defaults, new URLSearchParams('featureDisable=all'))]).toEqual([]);
    const garbage = Array.from({ length: 5000 }, (_, index) => `flag${index}`).join(',');
    expect([...resolveFeatures(defaults, new URLSearchParams(`featureEnable=${garbage},<script>,,beta`))]).toEqual(['alpha']);
  });

  it('feature flags: names every object has (constructor, toString, …) are no flags', async () => {
    const response = await app.inject('/_neutron/data/news/?featureEnable=constructor,toString,valueOf,hasOwnProperty,__proto__,linkPrefetch');
    expect(response.statusCode).toBe(200);
    const { features } = response.json<{ page: { features: string[] } }>().page;
    expect(features).toContain('linkPrefetch');
    for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) expect(features).not.toContain(name);
  });
});
