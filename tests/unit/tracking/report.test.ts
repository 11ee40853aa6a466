// The report of `neutron tracking report`: page views per route and events per type from
// the store, since a moment, the two trackers kept apart; and the command around it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../core/command.ts';
import type { PluginCommand, PluginCommandContext } from '../../../core/plugin.ts';
import { type StoredEventInput, TrackingStore } from '../../../plugins/tracking/collector/store.ts';
import { createTrackingReportCommand, trackingReportCommand } from '../../../plugins/tracking/commands.ts';
import { EVENT_TYPES } from '../../../plugins/tracking/constants.ts';
import { buildReport, formatReport, parseDuration } from '../../../plugins/tracking/report.ts';

const HOUR = 3_600_000;
const NOW = Date.parse('2024-06-01T12:00:00Z');

function row(overrides: Partial<StoredEventInput>): StoredEventInput {
  return { channel: 'page-view', type: EVENT_TYPES.pageViewed, brand: 'default', route: 'frontdoor', sessionId: 's', viewId: 'v', receivedAt: NOW - 60_000, body: '{}', ...overrides };
}

function filledStore(file = ':memory:'): TrackingStore {
  const store = new TrackingStore(file);
  store.insert([
    row({}),
    row({}),
    row({ route: 'news-article-topic' }),
    row({ brand: 'auto', route: 'auto-article' }),
    row({ route: 'frontdoor', receivedAt: NOW - 3 * HOUR }),
    row({ channel: 'page-event', type: EVENT_TYPES.login }),
    row({ channel: 'page-event', type: EVENT_TYPES.serverDecisionProvided }),
    row({ channel: 'page-event', type: EVENT_TYPES.serverDecisionProvided }),
    row({ channel: 'error-ping', type: 'neutron.tracking.ErrorPagePing', route: 'error' }),
    row({ channel: 'page-event', type: EVENT_TYPES.logout, receivedAt: NOW - 5 * HOUR }),
  ]);
  return store;
}

function io(cwd: string) {
  const out = { stdout: '', stderr: '' };
  return { out, io: { cwd, stdout: (text: string) => void (out.stdout += text), stderr: (text: string) => void (out.stderr += text) } };
}

describe('tracking report', () => {
  it('counts page views per route and events per type since the moment asked', () => {
    const store = filledStore();
    const report = buildReport(store, NOW - HOUR);
    expect(report.since).toBe('2024-06-01T11:00:00.000Z');
    expect(report.pageViews).toEqual({
      total: 4,
      byRoute: [
        { brand: 'default', route: 'frontdoor', count: 2 },
        { brand: 'auto', route: 'auto-article', count: 1 },
        { brand: 'default', route: 'news-article-topic', count: 1 },
      ],
    });
    expect(report.events).toEqual({
      total: 4,
      byType: [
        { channel: 'page-event', type: EVENT_TYPES.serverDecisionProvided, count: 2 },
        { channel: 'error-ping', type: 'neutron.tracking.ErrorPagePing', count: 1 },
        { channel: 'page-event', type: EVENT_TYPES.login, count: 1 },
      ],
    });
    expect(buildReport(store, NOW - 6 * HOUR)).toMatchObject({ pageViews: { total: 5 }, events: { total: 5 } });
    const text = formatReport(report);
    expect(text).toContain('Page views (page-view tracker): 4');
    expect(text).toMatch(/default\s+frontdoor\s+2/);
    expect(text).toMatch(/page-event\s+redventures\.usertracking\.v1\.ServerDecisionProvided\s+2/);
    store.close();
  });

  it('reads durations in s, m, h and d', () => {
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('15m')).toBe(900_000);
    expect(parseDuration('1h')).toBe(HOUR);
    expect(parseDuration('7d')).toBe(7 * 24 * HOUR);
    expect(parseDuration('1w')).toBeUndefined();
    expect(parseDuration('h')).toBeUndefined();
  });
});

const context = (root: string) => ({ root }) as PluginCommandContext;

describe('neutron tracking report', () => {
  it("fits the CLI's command contract, for the plugin contract's commands", () => {
    const command: PluginCommand = trackingReportCommand;
    expect(command.name).toEqual(['tracking', 'report']);
    expect(command.usage).toMatch(/^tracking report \[--since 1h\] \[--json\]/);
  });

  it('prints the report of the store, as text or JSON', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-tracking-'));
    filledStore(path.join(dir, 'data/tracking.sqlite')).close();
    const text = io(dir);
    expect(await createTrackingReportCommand(() => NOW).run(['--since', '1h'], text.io, context(dir))).toBe(0);
    expect(text.out.stdout).toContain('Page views (page-view tracker): 4');
    const json = io(dir);
    expect(await createTrackingReportCommand(() => NOW).run(['--since', '6h', '--json'], json.io, context(dir))).toBe(0);
    expect(JSON.parse(json.out.stdout)).toMatchObject({ pageViews: { total: 5 }, events: { total: 5 } });
    const other = io(os.tmpdir());
    expect(await createTrackingReportCommand(() => NOW).run(['--db', path.join(dir, 'data/tracking.sqlite')], other.io, context(dir))).toBe(0);
  });

  it('answers 2 to a usage error and 1 without a store', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-tracking-'));
    const bad = io(dir);
    // Usage errors are thrown, for the CLI to print as every command's (exit 2).
    await expect(trackingReportCommand.run(['--since', 'yesterday'], bad.io, context(dir))).rejects.toThrow(
      new UsageError("--since takes a number and a unit (s, m, h, d), e.g. 1h; got 'yesterday'"),
    );
    await expect(trackingReportCommand.run(['--nope'], io(dir).io, context(dir))).rejects.toThrow(new UsageError("unknown option '--nope'"));
    await expect(trackingReportCommand.run(['extra'], io(dir).io, context(dir))).rejects.toThrow(new UsageError("unexpected argument 'extra'"));
    const missing = io(dir);
    expect(await trackingReportCommand.run([], missing.io, context(dir))).toBe(1);
    expect(missing.out.stderr).toContain('no tracking store at data/tracking.sqlite');
  });

  it('says in words, and in JSON when asked, why a --db file is no tracking store', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-tracking-'));
    writeFileSync(path.join(dir, 'notes.txt'), 'not a database\n');
    mkdirSync(path.join(dir, 'folder.sqlite'));
    const said = async (db: string) => {
      const run = io(dir);
      expect(await trackingReportCommand.run(['--db', db, '--json'], run.io, context(dir))).toBe(1);
      expect(JSON.parse(run.out.stdout)).toMatchObject({ ok: false, db });
      return run.out.stderr;
    };
    expect(await said('notes.txt')).toBe('neutron tracking report: notes.txt is not a tracking store (not an SQLite database)\n');
    expect(await said('folder.sqlite')).toBe('neutron tracking report: folder.sqlite is not a tracking store (it cannot be read: a folder, or not allowed)\n');
    expect(await said('missing.sqlite')).toBe('neutron tracking report: no tracking store at missing.sqlite (start the site first, or pass --db)\n');
  });
});
