// Writes one browser entry per brand (.neutron/entries/<brand>.tsx) that imports the
// core client and the client entries of the plugins that brand enables, nothing else.
// Vite builds these entries (vite.config.ts reads .neutron/brands.json).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config/load-yaml.ts';
import { loadProject } from '../project.ts';
import { BRANDS_FILE, type BuiltBrands, clientEntryFile, clientEntrySource, clientPluginsOf, ENTRIES_DIR } from './client-entries.ts';

export async function prepareClientEntries(root: string): Promise<string[]> {
  const project = await loadProject(root);
  mkdirSync(path.join(root, ENTRIES_DIR), { recursive: true });
  const built: Required<BuiltBrands> = { entries: [], clientPlugins: {} };
  for (const [brand, runtime] of project.brands) {
    const file = clientEntryFile(root, brand);
    writeFileSync(file, clientEntrySource(root, brand, runtime));
    built.entries.push(path.relative(root, file));
    built.clientPlugins[brand] = clientPluginsOf(runtime);
  }
  writeFileSync(path.join(root, BRANDS_FILE), `${JSON.stringify(built, null, 2)}\n`);
  return built.entries;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await prepareClientEntries(process.cwd());
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
