// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdDebug, adDebugEnabled } from '../../../core/body/AdDebug.tsx';
import { ArticleBody } from '../../../core/body/ArticleBody.tsx';
import { renderBody } from './helpers.ts';

describe('ArticleBody', () => {
  it('renders the server HTML once inside the static body element', () => {
    const { container } = render(<ArticleBody html="<p>Hello</p>" />);
    expect(container.innerHTML).toBe('<div class="article-body" data-static-html="body"><p>Hello</p></div>');
  });

  it('hydrates without the HTML in page data and without a mismatch', async () => {
    const serverMarkup = renderToString(<ArticleBody html='<p>Body <a href="/x/">text</a></p>' />);
    const root = document.createElement('div');
    root.innerHTML = serverMarkup;
    document.body.appendChild(root);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <ArticleBody html={undefined} />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe(serverMarkup);
    errors.mockRestore();
    root.remove();
  });
});

describe('AdDebug', () => {
  it('shows why each position was or was not chosen, only outside production', () => {
    const result = renderBody('<p>a</p><p>b</p><p>c</p><ul><li>list</li></ul>', { body: { adSlots: [{ name: 'mpu', size: 'mpu', mode: 'index', value: 1, limit: 1 }] } });
    const { container } = render(<AdDebug positions={result.adPositions} placed={result.adSlots} />);
    expect(container.textContent).toContain('1 slot(s) placed: mpu');
    expect(container.textContent).toContain('chosen for mpu: index: after paragraph 1');
    expect(container.textContent).toContain('not allowed: after the last paragraph');
    expect(adDebugEnabled(new URLSearchParams('adDebug=1'), 'development')).toBe(true);
    expect(adDebugEnabled(new URLSearchParams('adDebug=1'), 'production')).toBe(false);
  });
});
