// `?adDebug=1` outside production: the ad placement view. The loader renders it to HTML on
// the server (core/body/AdDebug.tsx) and this only places that HTML, so the view's code
// never reaches a page chunk; hydration keeps the same HTML from the page data.
import type { AdDebugProps } from './article-props.ts';

interface Props {
  debug: AdDebugProps | undefined;
}

export function AdDebugPanel({ debug }: Props) {
  if (!debug) return null;
  // The HTML is React's own static markup of the server's report (escaped by React).
  return <div className="ad-debug-panel" dangerouslySetInnerHTML={{ __html: debug.html }} suppressHydrationWarning />;
}
