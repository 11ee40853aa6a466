import { useSyncExternalStore } from 'react';
import type { LoadingBar, LoadingBarState } from '../../client/loading-bar.ts';

interface Props {
  bar?: LoadingBar;
}

const IDLE: LoadingBarState = { visible: false, percent: 0, failed: false };
const noop = () => () => {};

/** The 2px bar at the top of the viewport (spec 000 §9). */
export function LoadingBarView({ bar }: Props) {
  const state = useSyncExternalStore(bar?.subscribe ?? noop, bar?.getState ?? (() => IDLE), () => IDLE);
  return (
    <div
      className={`loading-bar${state.failed ? ' loading-bar--failed' : ''}`}
      role="progressbar"
      aria-hidden={!state.visible}
      aria-valuenow={Math.round(state.percent)}
      data-visible={state.visible ? 'true' : 'false'}
      style={{ width: `${state.percent}%`, opacity: state.visible ? 1 : 0 }}
    />
  );
}
