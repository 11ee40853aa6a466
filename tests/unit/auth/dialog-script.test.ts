// The sign-up dialog's live checks are the server's own functions, sent as source text. A
// server run from its TypeScript sources compiles them keeping names (calls to a `__name`
// helper): the page's script must still run there and report each rule as the reader types.
import { execFileSync } from 'node:child_process';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/project.ts';

/** The dialog as a server started from the sources renders it. */
function dialogFromSources(): string {
  const program = `
    const { renderDialog } = await import('./plugins/auth/provider/dialog-page.ts');
    const requirements = { minLength: 6, letters: 1, numbers: 1, special: 1 };
    process.stdout.write(renderDialog({ action: '/i/1', recoveryAction: '/i/1/recover', csrf: 'c', requirements, mode: 'signup' }).html);`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], { cwd: repoRoot, encoding: 'utf8' });
}

describe('the sign-up dialog script', () => {
  it('runs when the server runs from its sources, and checks the password and email live', () => {
    const html = dialogFromSources();
    expect(html).toContain('__name(');
    const window = new Window();
    const { document } = window;
    document.body.innerHTML = html.slice(html.indexOf('<form'), html.lastIndexOf('</form>') + '</form>'.length);
    const source = /<script nonce="[^"]*">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(source).not.toBe('');
    window.eval(source);
    const form = document.querySelector('form[data-check]')!;
    const type = (selector: string, value: string) => {
      const input = form.querySelector(selector) as unknown as { value: string; dispatchEvent(event: unknown): boolean };
      input.value = value;
      input.dispatchEvent(new window.Event('input', { bubbles: true }));
    };
    type('input[name=email]', 'reader@example.com');
    type('input[name=password]', 'abc123!x');
    expect((form.querySelector('[data-email-rule]') as unknown as { dataset: Record<string, string> }).dataset['ok']).toBe('true');
    expect((form.querySelector('[data-overall]') as unknown as { dataset: Record<string, string> }).dataset['ok']).toBe('true');
    type('input[name=password]', 'abc');
    expect((form.querySelector('[data-overall]') as unknown as { dataset: Record<string, string> }).dataset['ok']).toBe('false');
    window.close();
  });
});
