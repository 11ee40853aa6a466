import { projectState } from '../../../core/state-files.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRenderBodyCommand } from '../../../cli/commands/render-body.ts';
import { type CliIO, UsageError } from '../../../core/command.ts';
import { createBrandHooks } from '../../../core/project.ts';
import examplePlugin from '../../../examples/plugin-shortcode/index.ts';
import { siteWith } from '../../unit/body/helpers.ts';

const fixture = path.resolve(import.meta.dirname, '../../fixtures/body/sample-article.html');

function io(): CliIO & { out: string; err: string } {
  const result = {
    cwd: process.cwd(),
    out: '',
    err: '',
    stdout: (text: string) => {
      result.out += text;
    },
    stderr: (text: string) => {
      result.err += text;
    },
  };
  return result;
}

function command(withPlugin: boolean) {
  return createRenderBodyCommand(async (_io, brand) => {
    // As on a brand whose plugins fill ad slots (the ads plugin), so body.adSlots are placed.
    const hooks = createBrandHooks({ placeAdSlots: true });
    const site = siteWith(
      { adSlots: [{ name: 'mpu', size: 'mpu', mode: 'characters', value: 600, limit: -1 }], ownDomains: ['neutron.example'] },
      brand,
    );
    if (withPlugin) await examplePlugin.apply(hooks, { heading: 'Key specs', maxRows: 12 }, site, { root: process.cwd(), environment: 'test', state: projectState(process.cwd(), 'test') });
    return { site, hooks, environment: 'test' };
  });
}

describe('neutron render-body', () => {
  it('prints the rendered HTML of a body file', async () => {
    const terminal = io();
    const code = await command(true).run([fixture], terminal);
    expect(code).toBe(0);
    expect(terminal.out).toContain('<h2 id="toc-item-1">Design and display</h2>');
    expect(terminal.out).toContain('class="ad-slot ad-slot--mpu"');
    expect(terminal.out).toContain('<aside class="spec-sheet">');
  });

  it('prints nodes, ad slots with reasons and the TOC with --json', async () => {
    const terminal = io();
    const code = await command(false).run([fixture, '--json', '--brand', 'auto'], terminal);
    expect(code).toBe(0);
    const output = JSON.parse(terminal.out) as Record<string, unknown> & { adSlots: { reason: string }[]; toc: unknown[]; nodes: unknown[] };
    expect(output.brand).toBe('auto');
    expect(output.toc).toHaveLength(4);
    expect(output.adSlots.length).toBeGreaterThan(0);
    expect(output.adSlots[0]?.reason).toMatch(/^characters: every 600/);
    expect(output.nodes.length).toBeGreaterThan(10);
    // Without the plugin the spec-sheet falls back to its content, with a warning.
    expect(terminal.err).toContain("unknown shortcode type 'spec-sheet'");
  });

  it('exits 1 with a message on a body it rejects', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'render-body-'));
    const file = path.join(dir, 'huge.html');
    writeFileSync(file, `<p>${'a'.repeat(2_100_000)}</p>`);
    const terminal = io();
    expect(await command(false).run([file], terminal)).toBe(1);
    // Said once, by the command.
    expect(terminal.err.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`^neutron render-body: ${file}: body rejected: .* \\(NEUTRON_ERR_BODY_TOO_LARGE\\)$`))]);
    const json = io();
    expect(await command(false).run([file, '--json'], json)).toBe(1);
    expect(JSON.parse(json.out)).toMatchObject({ brand: 'default', rejected: { code: 'NEUTRON_ERR_BODY_TOO_LARGE' } });
  });

  it("says why a shortcode failed to render, with the error's text", async () => {
    const failing = createRenderBodyCommand(async (_io, brand) => {
      const hooks = createBrandHooks();
      hooks.renderShortcode.for('weather').tap('weather', () => {
        throw new Error('malformed JSON in weather shortcode');
      });
      return { site: siteWith({}, brand), hooks, environment: 'test' };
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'render-body-'));
    const file = path.join(dir, 'weather.html');
    writeFileSync(file, '<p>Before.</p><shortcode type="weather" city="Leeds"></shortcode><p>After.</p>');
    const terminal = io();
    expect(await failing.run([file], terminal)).toBe(0);
    expect(terminal.err).toContain('warn: weather shortcode failed to render; skipped: malformed JSON in weather shortcode');
    expect(terminal.out).toContain('After.');
  });

  it('exits 2 on a missing file and rejects an unknown brand as a usage error', async () => {
    // A missing input file is a usage error, as for route-for.
    await expect(command(false).run(['/nonexistent/body.html'], io())).rejects.toThrow(new UsageError('cannot read /nonexistent/body.html: file not found'));
    await expect(command(false).run([fixture, '--brand', 'moon'], io())).rejects.toThrow('--brand must be default or auto');
  });

  it('reads its file as UTF-8 text: a folder, a file of other bytes and a byte order mark are said in words', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'neutron-render-input-'));
    await expect(command(false).run([dir], io())).rejects.toThrow(new UsageError(`cannot read ${dir}: a folder, not a file`));
    const binary = path.join(dir, 'clip.html');
    writeFileSync(binary, Buffer.from([0x3c, 0x70, 0x3e, 0x0a, 0x61, 0xe8, 0x00, 0xff]));
    await expect(command(false).run([binary], io())).rejects.toThrow(new UsageError(`cannot read ${binary}: not UTF-8 (byte 0xE8 at line 2, column 2): save it as UTF-8`));
    const marked = path.join(dir, 'marked.html');
    writeFileSync(marked, '\uFEFF<p>Marked.</p>');
    const terminal = io();
    expect(await command(false).run([marked], terminal)).toBe(0);
    expect(terminal.out).toContain('<p>Marked.</p>');
    expect(terminal.out).not.toContain('\uFEFF');
  });
});
