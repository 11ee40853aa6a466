// A plugin's browser code reaches only the brands that enable it (DESIGN: per-brand entries).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareClientEntries } from '../../../core/build/prepare-client.ts';
import { tempProject } from '../../helpers/temp-project.ts';

describe('per-brand browser entries', () => {
  it('import the client entry of a plugin only for the brand that enables it', async () => {
    const root = tempProject();
    const written = await prepareClientEntries(root);
    expect(written.sort()).toEqual(['.neutron/entries/auto.tsx', '.neutron/entries/default.tsx']);
    const entry = (brand: string) => readFileSync(path.join(root, `.neutron/entries/${brand}.tsx`), 'utf8');
    expect(entry('default')).toMatch(/import plugin\d+ from '[^']*tests\/fixtures\/plugins\/hello-client\.ts';/);
    expect(entry('default')).toMatch(/startClient\(\{ brand: 'default', plugins: \[plugin\d+\] \}\)/);
    expect(entry('auto')).not.toContain('hello-client');
    expect(entry('auto')).toContain("startClient({ brand: 'auto', plugins: [] })");
  });
});
