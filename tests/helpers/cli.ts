import { main } from '../../cli/main.ts';
import { repoRoot } from './project.ts';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `neutron <args>` in-process with captured output. */
export async function runCli(args: string[], cwd = repoRoot): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    cwd,
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}
