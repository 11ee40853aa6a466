// `neutron live post <contentId> <file.html|md>`: posts an item through the running
// server's publishing endpoint (--server, default http://localhost:$PORT, 3000 when PORT is
// unset). The token is --token, else NEUTRON_LIVE_TOKEN, else the publishToken of the first
// site config that enables the plugin. Exit 0 with the item's id and sequence; 1 when the
// server refuses or cannot be reached; 2 on a usage error.
import path from 'node:path';
import { EXIT_FINDING, EXIT_OK, type PluginCommand, type PluginCommandContext, parseCommandArgs, readInputFile, readYaml, UsageError } from '../../core/index.ts';
import { LIVE_BASE_PATH, LIVE_PLUGIN, TOKEN_ENV } from './constants.ts';
import type { LiveItem } from './item.ts';
import { readPostFile } from './markdown.ts';

const NAME = ['live', 'post'] as const;
const USAGE = 'live post <contentId> <file.html|md> [--server URL] [--token TOKEN] [--headline TEXT] [--important] [--pinned] [--author NAME]';
const TIMEOUT_MS = 15_000;

/** The publishToken of the first site config that enables the plugin. */
function tokenFromSites(context: PluginCommandContext): string | undefined {
  for (const file of context.app.sites) {
    try {
      const data = readYaml(path.resolve(context.root, file)).data as { plugins?: Record<string, unknown> } | undefined;
      const options = data?.plugins?.[LIVE_PLUGIN];
      if (options && typeof options === 'object' && typeof (options as { publishToken?: unknown }).publishToken === 'string') {
        return (options as { publishToken: string }).publishToken;
      }
    } catch {
      // A broken site file is `neutron validate site`'s business; look at the next one.
    }
  }
  return undefined;
}

export const livePostCommand: PluginCommand = {
  name: NAME,
  usage: USAGE,
  summary: 'post a live item (HTML or Markdown file) to a live article through the running server',
  async run(args, io, context) {
    const fail = (message: string) => {
      io.stderr(`neutron ${NAME.join(' ')}: ${message}\n`);
      return EXIT_FINDING;
    };
    // Usage errors are thrown: the CLI prints them as it prints every command's.
    const parsed = parseCommandArgs(
        args,
        {
          server: { type: 'string' },
          token: { type: 'string' },
          headline: { type: 'string' },
          author: { type: 'string' },
          important: { type: 'boolean' },
          pinned: { type: 'boolean' },
        },
        { min: 2, max: 2 },
      );
    const [contentId = '', file = ''] = parsed.positionals;
    const { values } = parsed;
    const extension = path.extname(file).toLowerCase();
    const format = extension === '.md' || extension === '.markdown' ? 'md' : extension === '.html' || extension === '.htm' ? 'html' : undefined;
    if (!format) throw new UsageError(`'${file}' is neither .html nor .md`);
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/.test(contentId)) throw new UsageError(`'${contentId}' is not a content id`);
    let server: URL;
    try {
      server = new URL(values.server ?? `http://localhost:${process.env.PORT || '3000'}`);
      if (server.protocol !== 'http:' && server.protocol !== 'https:') throw new Error('not http');
    } catch {
      throw new UsageError(`--server must be an http(s) URL, got '${values.server}'`);
    }
    const text = await readInputFile(io, file);
    let post;
    try {
      post = readPostFile(text, format);
    } catch (error) {
      throw new UsageError(`${file}: ${(error as Error).message}`);
    }
    const token = values.token ?? (process.env[TOKEN_ENV] || tokenFromSites(context));
    if (!token) throw new UsageError(`no token: pass --token, set ${TOKEN_ENV}, or set plugins.live.publishToken in a site config`);
    const body = {
      ...post,
      ...(values.headline ? { headline: values.headline } : {}),
      ...(values.author ? { author: values.author } : {}),
      ...(values.important ? { important: true } : {}),
      ...(values.pinned ? { pinned: true } : {}),
    };
    const url = new URL(`${server.pathname.replace(/\/+$/, '')}${LIVE_BASE_PATH}/${encodeURIComponent(contentId)}/items`, server);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return fail(`cannot reach ${server.origin}: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`);
    }
    const answer = (await response.json().catch(() => undefined)) as { item?: LiveItem; message?: string } | undefined;
    if (!response.ok || !answer?.item) return fail(`the server answered ${response.status}: ${answer?.message ?? response.statusText}`);
    io.stdout(`posted item ${answer.item.id} (sequence ${answer.item.sequence}) to ${contentId}\n`);
    return EXIT_OK;
  },
};
