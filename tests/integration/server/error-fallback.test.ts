import { describe, expect, it } from 'vitest';
import { loadProject } from '../../../core/project.ts';
import { buildApp } from '../../../core/server/app.ts';
import { repoRoot } from '../../helpers/project.ts';

describe('when the error page itself fails (spec 000 §2.7)', () => {
  it('shows the fallback with its fixed texts and a way home', async () => {
    const project = await loadProject(repoRoot, { env: { NEUTRON_ENV: 'production' } });
    project.brands.get('default')?.pages.addLoaded('error', () => {
      throw new Error('error page broke');
    });
    const app = await buildApp(project, { logger: false });
    const response = await app.inject('/nothing/here/at/all/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>An error occurred while showing the error page</h1>');
    expect(response.body).toContain('Unfortunately an error occurred and while showing the error page another error occurred');
    expect(response.body).toContain('<a href="/">Go back to home</a>');
    // Production shows no internals.
    expect(response.body).not.toContain('error page broke');
    await app.close();
  });
});

describe('error messages in production', () => {
  it('readers see only the messages the spec gives them', async () => {
    const project = await loadProject(repoRoot, { env: { NEUTRON_ENV: 'production' } });
    const app = await buildApp(project, { logger: false });
    const thrown = await app.inject('/_error/throw');
    expect(thrown.statusCode).toBe(500);
    expect(thrown.body).not.toContain('Intentional error');
    const staticPage = await app.inject('/_neutron/data/_error/static/');
    expect((staticPage.json() as { page: { props: { message: string } } }).page.props.message).toBe('Neutron static error page.');
    await app.close();
  });
});
