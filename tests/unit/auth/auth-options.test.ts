// The auth plugin's site options: validated at the boundary with file:line:col errors;
// an Auth0 tenant by config; the rules of spec 001 §5 shared by the dialog and the server.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatFinding } from '../../../core/config/load-yaml.ts';
import { validateSiteFile } from '../../../core/project.ts';
import { checkPassword, DEFAULT_PASSWORD_REQUIREMENTS, isValidEmail, safeReturnPath } from '../../../plugins/auth/rules.ts';
import { authSettings, providerConnections } from '../../../plugins/auth/brand-settings.ts';
import { repoRoot } from '../../helpers/project.ts';
import { authOptionsWithDefaults } from './auth-options.ts';

async function findingsOf(authYaml: string): Promise<string[]> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'neutron-auth-')), 'site.yaml');
  writeFileSync(file, `id: default\nname: Test\nprefix: /\nplugins:\n  auth:\n${authYaml}`);
  return (await validateSiteFile(repoRoot, file)).map(formatFinding);
}

describe('auth options', () => {
  it('accepts an Auth0 tenant', async () => {
    expect(
      await findingsOf(`    strategy: auth0\n    domain: https://example.us.auth0.com\n    clientId: abc123\n    audience: https://api.example.com\n    connection: Username-Password-Authentication\n    loginOptions: { ui_locales: en }\n`),
    ).toEqual([]);
  });

  it('names the line and column of a bad strategy and an unknown key', async () => {
    const findings = await findingsOf(`    strategy: okta\n    colour: red\n`);
    expect(findings.some((line) => /site\.yaml:6:\d+: plugins\.auth\.strategy/.test(line))).toBe(true);
    expect(findings.some((line) => /site\.yaml:7:\d+: .*unknown key 'plugins\.auth\.colour'/.test(line))).toBe(true);
  });

  it('refuses a domain that is not a URL and a proxy upstream with a path trick', async () => {
    const findings = await findingsOf(`    domain: tenant.auth0.com\n    proxy: { upstream: 'javascript:alert(1)' }\n`);
    expect(findings.some((line) => /:6:\d+: plugins\.auth\.domain/.test(line))).toBe(true);
    expect(findings.some((line) => /:7:\d+: plugins\.auth\.proxy\.upstream/.test(line))).toBe(true);
  });

  it('gives the browser the strategy settings of spec 001 §3, endpoints under the brand prefix', () => {
    const settings = authSettings(authOptionsWithDefaults({ domain: 'https://example.us.auth0.com/', clientId: 'abc' }), { prefix: '/roadshow/', publicOrigin: 'http://localhost:3000', production: true });
    expect(settings).toMatchObject({ name: 'auth0', domain: 'https://example.us.auth0.com', clientId: 'abc', scope: 'openid profile email', redirectPath: '/roadshow/' });
    expect(settings.endpoints.userProfile).toEqual({ getUrl: '/roadshow/apigee/users/profile', putUrl: '/roadshow/apigee/users/profile' });
    expect(settings.endpoints.passwordChange).toBe('https://example.us.auth0.com/dbconnections/change_password');
    // The tenant joins the page's Content-Security-Policy connections; the embedded provider needs none.
    expect(providerConnections(settings)?.connect).toEqual(['https://example.us.auth0.com']);
    expect(providerConnections(authSettings(authOptionsWithDefaults(), { prefix: '/', publicOrigin: 'http://localhost:3000', production: true }))).toBeUndefined();
  });
});

describe('spec 001 §5 rules', () => {
  it.each([
    ['reader@example.com', true],
    ['Reader@Example.COM', true],
    ['reader@example.c', false],
    ['reader.example.com', false],
    ['reader@', false],
  ])('email %s valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('reports each password rule and the overall flag', () => {
    expect(checkPassword('abc', DEFAULT_PASSWORD_REQUIREMENTS)).toEqual({ minLength: false, letters: true, numbers: false, special: false, meetsRequirements: false });
    expect(checkPassword('plum7!', DEFAULT_PASSWORD_REQUIREMENTS)).toEqual({ minLength: true, letters: true, numbers: true, special: true, meetsRequirements: true });
    // The special rule applies only when its minimum is above 0.
    expect(checkPassword('plum77', { ...DEFAULT_PASSWORD_REQUIREMENTS, special: 0 }).meetsRequirements).toBe(true);
  });

  it.each([
    ['/news/', '/news/'],
    ['//evil.example/', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['news', '/'],
  ])('return path %s becomes %s', (input, output) => {
    expect(safeReturnPath(input)).toBe(output);
  });
});
