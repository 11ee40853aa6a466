// A temp project running the broadband plugin on the default brand with the given options
// (YAML flow text), its leads in a file of its own; sample data on, as the shipped config has it.
import path from 'node:path';
import { repoRoot } from '../../helpers/project.ts';
import { appConfigWithPlugins, tempProject } from '../../helpers/temp-project.ts';

export interface BroadbandProject {
  root: string;
  leads: string;
}

export function broadbandProject(options = ''): BroadbandProject {
  const root = tempProject();
  const leads = path.join(root, 'data/leads-test.sqlite');
  const plugin = `broadband: { sampleData: true, referenceData: ${path.join(repoRoot, 'examples/broadband')}, leads: { database: ${leads} }${options ? `, ${options}` : ''} }`;
  const site = (id: string, prefix: string, plugins: string) =>
    `id: ${id}\nname: Test ${id}\nprefix: ${prefix}\nmiddleware: [brand, i18n, feature-flags, cache, transaction]\nplugins:\n${plugins}`;
  return {
    root: tempProject({
      'config/app.yaml': appConfigWithPlugins({ broadband: path.join(repoRoot, 'plugins/broadband/index.ts') }),
      'sites/default.yaml': site('default', '/', `  ${plugin}\n`),
      'sites/auto.yaml': site('auto', '/roadshow/', '  {}\n'),
    }),
    leads,
  };
}
