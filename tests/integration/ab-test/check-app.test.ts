// `neutron validate all` warns about a `route` criterion naming no route of the app, and
// about a test listed for a brand its `brand` criterion leaves out: either test would never
// be eligible there, and nothing else would say so.
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { abTestProject, DEFINITIONS } from './project.ts';

// The fixture's tests, and two more with route criteria.
const WITH_ROUTES = `${DEFINITIONS}  - id: door
    version: v1
    startDate: 2024-06-01
    endDate: 2024-06-30
    allocations: [{ bucket: a, percentage: 100 }]
    criteria: { route: { values: [frontdoor, fronttdoor] } }
  - id: listed
    version: v1
    startDate: 2024-06-01
    endDate: 2024-06-30
    allocations: [{ bucket: a, percentage: 100 }]
    criteria: { onRoute: { type: route, values: [article] }, brand: [default] }
`;

describe('A/B test criteria against the app', () => {
  it('a route criterion naming no route is a warning at the name; routes the app has pass', async () => {
    const dir = abTestProject({ definitions: WITH_ROUTES, defaultTests: '[door, listed]', autoTests: '[door]' });
    const result = await runCli(['validate', 'all'], dir);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain("config/ab-tests.yaml:33:46: test 'door': route 'fronttdoor' is no route of the app; the test is never eligible there (warning)");
    expect(result.stderr).not.toMatch(/route '(frontdoor|article)'/);
  });

  it("a test listed for a brand its brand criterion leaves out is a warning at the listing", async () => {
    const dir = abTestProject({ definitions: WITH_ROUTES, defaultTests: '[listed]', autoTests: '[door, listed]' });
    const result = await runCli(['validate', 'all'], dir);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/sites\/auto\.yaml:\d+:\d+: plugins\.ab-test\.tests: test 'listed' is for brand default only \(its brand criterion\): it never runs on brand 'auto' \(warning\)/);
    expect(result.stderr).not.toContain('sites/default.yaml');
  });
});
