import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, repoRoot } from '../../helpers/project.ts';
import { abTestProject } from './project.ts';

let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  app = await buildTestApp(abTestProject());
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

describe('bucketing over a real socket', () => {
  it('sets the cookie on the first visit and keeps the bucket on both brands', async () => {
    const first = await fetch(`${origin}/about/`);
    expect(first.status).toBe(200);
    const setCookies = first.headers.getSetCookie();
    const state = setCookies.find((cookie) => cookie.startsWith('nemo_highlander='));
    expect(state).toMatch(/^nemo_highlander=color:v1:(red|blue); Path=\/; Expires=Mon, 01 Jul 2024 00:00:00 GMT; Secure; SameSite=Lax$/);
    const bucket = /:(red|blue);/.exec(state ?? '')?.[1];
    const cookieHeader = setCookies.map((cookie) => cookie.split(';')[0]).join('; ');
    for (const path of ['/news/', '/roadshow/']) {
      const next = await fetch(`${origin}${path}`, { headers: { cookie: cookieHeader } });
      expect(next.headers.get('x-ab-buckets')).toContain(`color:v1:${bucket}`);
      expect(next.headers.get('x-ab-allocation-needed')).toBe('false');
      expect(next.headers.getSetCookie()).toEqual([]);
    }
  });

  it('replaces a tampered cookie', async () => {
    const response = await fetch(`${origin}/about/`, {
      headers: { cookie: 'nemo_highlander=color:v1:purple; nemo_highlander_nobody=nobody:v2:exclude' },
    });
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^nemo_highlander=color:v1:(red|blue);/)]);
  });

  it('the shipped project serves the summary page on both brands', async () => {
    const repo = await buildTestApp(repoRoot);
    try {
      const main = await repo.inject('/ab-test-summary/');
      expect(main.statusCode).toBe(200);
      expect(main.body.match(/data-test-id=/g)).toHaveLength(14);
      expect(main.body).toContain('data-test-id="sleep_mps_modal"');
      const auto = await repo.inject('/roadshow/ab-test-summary/');
      expect(auto.statusCode).toBe(200);
      expect(auto.body.match(/data-test-id=/g)).toHaveLength(4);
      expect(auto.body).toContain('data-test-id="adcap_increase"');
    } finally {
      await repo.close();
    }
  });
});
