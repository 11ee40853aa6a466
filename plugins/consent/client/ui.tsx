// The consent UI, loaded on demand (a first visit, or the reader reopening the choices):
// its own React root beside the app, so the page's hydration never sees it.
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { ConsentAction } from '../rules.ts';
import { CATEGORY_NAMES } from './category-names.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { ConsentDialog } from './ConsentDialog.tsx';
import type { ConsentStore } from './consent-store.ts';
import './consent-ui.css';

export interface ConsentUi {
  openDialog(opener: HTMLElement | null): void;
}

interface Props {
  store: ConsentStore;
  dialog: { opener: HTMLElement | null } | undefined;
  setDialog(dialog: { opener: HTMLElement | null } | undefined): void;
}

function ConsentLayer({ store, dialog, setDialog }: Props) {
  const state = useSyncExternalStore(store.subscribe, store.state);
  const { settings, gpc } = store;
  const gpcNames = settings.gpcOptOut.filter((category) => settings.categories.includes(category)).map((category) => CATEGORY_NAMES[category]);
  const save = (action: ConsentAction) => {
    store.save(action);
    setDialog(undefined);
  };
  return (
    <>
      {state.decided ? null : (
        <ConsentBanner
          policyUrl={settings.policyUrl}
          gpc={gpc && gpcNames.length > 0}
          gpcNames={gpcNames}
          onAcceptAll={() => save({ kind: 'accept-all' })}
          onRejectAll={() => save({ kind: 'reject-all' })}
          onManage={(opener) => setDialog({ opener })}
        />
      )}
      {dialog ? (
        <ConsentDialog
          state={state}
          categories={settings.categories}
          policyUrl={settings.policyUrl}
          gpc={gpc && gpcNames.length > 0}
          gpcNames={gpcNames}
          onSave={save}
          onClose={() => setDialog(undefined)}
          returnFocus={dialog.opener}
        />
      ) : null}
    </>
  );
}

export function mountConsentUi(store: ConsentStore): ConsentUi {
  const host = document.createElement('div');
  host.id = 'neutron-consent';
  // First in the document, so keyboard and screen-reader users meet the choice first.
  document.body.prepend(host);
  const root = createRoot(host);
  let dialog: Props['dialog'];
  const setDialog = (next: Props['dialog']) => {
    dialog = next;
    root.render(<ConsentLayer store={store} dialog={dialog} setDialog={setDialog} />);
  };
  setDialog(undefined);
  return { openDialog: (opener) => setDialog({ opener }) };
}
