import type { ChildProcess } from 'node:child_process';

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
