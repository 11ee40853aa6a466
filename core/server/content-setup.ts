// Wires the content layer into the app: the ContentApi for the configured upstream,
// and the page loaders that read from it.
import type { Project } from '../config/project.ts';
import type { AppOptions } from './app.ts';
import { PageLoaderRegistry } from './page-loaders.ts';

export async function installContent(_project: Project): Promise<Pick<AppOptions, 'loaders' | 'services'>> {
  return { loaders: new PageLoaderRegistry(), services: {} };
}
