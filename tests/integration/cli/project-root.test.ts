// A command run from a folder inside the project acts on the project: the nearest folder
// up that holds config/app.yaml.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { projectRootFrom } from '../../../core/command.ts';
import { repoRoot } from '../../helpers/project.ts';

const run = promisify(execFile);

describe('the project a command acts on', () => {
  it('is the nearest folder up holding config/app.yaml, else the folder itself', () => {
    expect(projectRootFrom(path.join(repoRoot, 'plugins/ab-test/client'))).toBe(repoRoot);
    expect(projectRootFrom(repoRoot)).toBe(repoRoot);
    const outside = mkdtempSync(path.join(tmpdir(), 'no-project-'));
    expect(projectRootFrom(outside)).toBe(outside);
  });

  it('neutron run in a subfolder of the project validates the project', async () => {
    const { stdout } = await run(process.execPath, [path.join(repoRoot, 'bin/neutron.js'), 'validate', 'routes'], { cwd: path.join(repoRoot, 'plugins/ab-test') });
    expect(stdout).toContain('config/routes.yaml: ok');
  }, 60_000);
});
