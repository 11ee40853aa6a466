import { describe, expect, it } from 'vitest';
import { loadProject } from '../../../core/project.ts';
import { buildApp } from '../../../core/server/app.ts';
import { buildTestApp, buildTestAppWithUnknownMiddleware, repoRoot } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

/** The page as a reader sees it: without the page data handed to the browser. */
function visibleHtml(html: string): string {
  return html.replace(/<script id="__neutron_data"[^>]*>[\s\S]*?<\/script>/, '');
}

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
    expect(visibleHtml(thrown.body)).toContain('Something went wrong');
    const staticPage = await app.inject('/_neutron/data/_error/static/');
    expect((staticPage.json() as { page: { props: { message: string } } }).page.props.message).toBe('Neutron static error page.');
    await app.close();
  });

  it('the static error page shows its message on the page (spec 000 §2.2)', async () => {
    const app = await buildTestApp(repoRoot, { NEUTRON_ENV: 'production' });
    const response = await app.inject('/_error/static/');
    expect(response.statusCode).toBe(500);
    const visible = visibleHtml(response.body);
    expect(response.body).toContain('<script id="__neutron_data"');
    expect(visible).not.toContain('__neutron_data');
    expect(visible).toContain('<p class="error-page__message">Neutron static error page.</p>');
    // The status and other details stay hidden in production.
    expect(visible).not.toContain('error-page__details');
    await app.close();
  });

  it("an unknown middleware step shows 'Unknown middleware {name}' on the page (spec 000 §8)", async () => {
    const dir = tempProject({ 'sites/default.yaml': 'id: default\nname: T\nprefix: /\nmiddleware: [brand, cache]\n' });
    const app = await buildTestAppWithUnknownMiddleware(dir, ['brand', 'bogus', 'cache'], { NEUTRON_ENV: 'production' });
    const response = await app.inject('/about/');
    expect(response.statusCode).toBe(500);
    expect(visibleHtml(response.body)).toContain('<p class="error-page__message">Unknown middleware bogus</p>');
    await app.close();
  });

  it('other messages stay hidden: a thrown error, a missing page', async () => {
    const app = await buildTestApp(repoRoot, { NEUTRON_ENV: 'production' });
    const thrown = visibleHtml((await app.inject('/_error/throw')).body);
    expect(thrown).not.toContain('Intentional error');
    expect(thrown).not.toContain('error-page__message');
    const missing = await app.inject('/nothing/here/at/all/');
    expect(missing.statusCode).toBe(404);
    const visible = visibleHtml(missing.body);
    expect(visible).toContain('This page could not be found');
    expect(visible).not.toContain('error-page__message');
    await app.close();
  });
});

describe('error messages outside production', () => {
  it('the error page shows the message and the status', async () => {
    const app = await buildTestApp(repoRoot, { NEUTRON_ENV: 'development' });
    const visible = visibleHtml((await app.inject('/_error/throw')).body);
    expect(visible).toContain('<p class="error-page__message">Intentional error from /_error/throw</p>');
    expect(visible).toContain('<dt>Status</dt><dd>500</dd>');
    await app.close();
  });
});
