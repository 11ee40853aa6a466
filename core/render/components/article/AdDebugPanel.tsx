// `?adDebug=1` outside production: the core's ad placement view (the loader decides).
import { AdDebug } from '../../../body/AdDebug.tsx';
import type { AdDebugProps } from './article-props.ts';

interface Props {
  debug: AdDebugProps | undefined;
}

export function AdDebugPanel({ debug }: Props) {
  if (!debug) return null;
  return <AdDebug positions={debug.positions} placed={debug.placed} suppressed={debug.suppressed} />;
}
