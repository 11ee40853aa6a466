// `neutron live post`: usage errors and an unreachable server (posting itself is covered
// by the browser test, against a running server).
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { freePort } from './nodes.ts';

describe('neutron live post', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-live-cli-'));
  const file = path.join(dir, 'update.md');
  writeFileSync(file, 'An update.\n');

  it('exits 2 with one line on missing arguments, a wrong file type or a missing file', async () => {
    const missing = await runCli(['live', 'post', 'abc']);
    expect(missing).toEqual({ code: 2, stdout: '', stderr: 'neutron live post: missing argument; see neutron live post --help\n' });
    const wrongType = await runCli(['live', 'post', 'abc', path.join(dir, 'update.txt')]);
    expect(wrongType.code).toBe(2);
    expect(wrongType.stderr).toContain('is neither .html nor .md');
    const absent = await runCli(['live', 'post', 'abc', path.join(dir, 'absent.md')]);
    expect(absent.code).toBe(2);
    expect(absent.stderr).toContain('absent.md: file not found');
    const badServer = await runCli(['live', 'post', 'abc', file, '--server', 'ftp://x']);
    expect(badServer.code).toBe(2);
  });

  it('exits 1 naming the server it cannot reach', async () => {
    const port = await freePort();
    const result = await runCli(['live', 'post', 'abc', file, '--server', `http://127.0.0.1:${port}`]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`neutron live post: cannot reach http://127.0.0.1:${port}`);
  });
});
