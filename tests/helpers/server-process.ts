import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { repoRoot } from './project.ts';

/** A server process a test started: what it printed so far, when it serves, how to stop it. */
export interface ServerProcess {
  output(): string;
  /** Resolves once it answers `/_node/status`; rejects with its output if it exits first. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function serverProcess(child: ChildProcess, base: string, name = 'the server'): ServerProcess {
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<never>((_resolve, reject) => child.once('exit', (code) => reject(new Error(`${name} exited with ${code}: ${out}`))));
  const listening = (async () => {
    for (;;) {
      if (await fetch(`${base}/_node/status`).then((response) => response.ok, () => false)) return;
      if (child.exitCode !== null || child.signalCode !== null) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return {
    output: () => out,
    ready: Promise.race([listening, exited]),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

export type NeutronProcess = ServerProcess & { child: ChildProcess; base: string };

/** `neutron start` (with `args`, such as `--workers 2`) of the project at root, in
 *  production, on a free port: the process, its origin, and its ServerProcess. With
 *  `--workers`, ready once the primary says every worker serves. */
export async function startNeutron(root: string, args: readonly string[] = []): Promise<NeutronProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/neutron.js'), 'start', ...args], {
    cwd: root,
    // The project's JSX settings, though the server runs in another folder.
    env: { ...process.env, PORT: String(port), NEUTRON_ENV: 'production', LOG_LEVEL: 'warn', TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const running = serverProcess(child, base, ['neutron start', ...args].join(' '));
  const workers = args.includes('--workers');
  const ready = running.ready.then(async () => {
    while (workers && !/serving with \d+ workers?/.test(running.output())) {
      if (child.exitCode !== null) throw new Error(`neutron start exited with ${child.exitCode}: ${running.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
  return { ...running, ready, child, base };
}
