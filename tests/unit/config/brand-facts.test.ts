// Brand facts come from the site YAML: the route shapes a brand serves and its words in
// the content API; route choice follows the auto brand's content site ids.
import { describe, expect, it } from 'vitest';
import { brandFacts } from '../../../core/config/brand-facts.ts';
import { loadProject } from '../../../core/project.ts';
import { routeForContent } from '../../../core/routing/route-for-content.ts';
import { repoRoot } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

describe('brand facts', () => {
  it('default to the shipped brands and follow the site file', () => {
    expect(brandFacts({ id: 'auto' })).toEqual({ routeSet: 'auto', contentSite: 'roadshow', contentSiteIds: ['roadshow', 'auto'] });
    expect(brandFacts({ id: 'auto', contentApi: { site: 'wheels', siteIds: ['wheels'] } })).toMatchObject({ contentSite: 'wheels', contentSiteIds: ['wheels'] });
  });

  it('the shipped site files state them', async () => {
    const project = await loadProject(repoRoot, { env: {} });
    expect(project.brands.get('auto')?.site.contentApi).toEqual({ site: 'roadshow', siteIds: ['roadshow', 'auto'] });
    expect(project.brands.get('default')?.site.routeSet).toBe('default');
  });

  it('route choice takes content of the auto brand by the site ids its YAML lists', async () => {
    const project = await loadProject(
      tempProject({ 'sites/auto.yaml': 'id: auto\nname: Wheels\nprefix: /roadshow/\ncontentApi: { site: wheels, siteIds: [wheels] }\n' }),
      { env: {} },
    );
    const story = { slug: 'ev-charging-guide', typeName: 'content_article' };
    expect(routeForContent({ ...story, site: 'wheels' }, project.routeChoice).path).toBe('/roadshow/news/ev-charging-guide/');
    expect(routeForContent({ ...story, site: 'roadshow' }, project.routeChoice).path).toBe('/news/ev-charging-guide/');
  });

  it('an unknown route set is a config error with its position', async () => {
    await expect(loadProject(tempProject({ 'sites/auto.yaml': 'id: auto\nname: A\nprefix: /roadshow/\nrouteSet: trucks\n' }), { env: {} })).rejects.toThrow(/sites\/auto\.yaml:4:\d+:.*routeSet/);
  });
});
