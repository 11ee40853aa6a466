// Browser side of the consent plugin: the live consent source handed to the core, body
// embeds loaded per consent, the footer link that reopens the choices. The banner and
// dialog (ui.tsx) load only when a reader has to see them.
import { type ClientApi, defineClientPlugin, type PageData } from '../../../core/browser.ts';
import { CONSENT_PLUGIN, consentPageState } from '../settings.ts';
import { createConsentStore } from './consent-store.ts';
import { watchEmbeds } from './embeds.ts';
import { interceptPreferencesLinks } from './preferences-link.ts';
import type { ConsentUi } from './ui.tsx';
import './embeds.css';

function start(api: ClientApi, first: PageData): boolean {
  const pageState = consentPageState(first);
  // Pages without the plugin's data (error pages) keep the server's reading until one has it.
  if (!pageState) return false;
  const { settings } = pageState;
  const store = createConsentStore(settings, pageState.gpc);
  api.provideConsent(store);

  let ui: Promise<ConsentUi> | undefined;
  const loadUi = () =>
    (ui ??= import('./ui.tsx').then((module) => module.mountConsentUi(store)).catch((error: unknown) => {
      ui = undefined;
      api.reportError(error);
      throw error;
    }));
  const openDialog = (opener: HTMLElement | null) => void loadUi().then((loaded) => loaded.openDialog(opener), () => undefined);
  const onPage = (page: PageData) => {
    if (page.route.path === settings.preferencesPath) openDialog(null);
  };

  if (!store.state().decided) void loadUi().catch(() => undefined);
  onPage(first);
  const embeds = watchEmbeds(api.consent, document.getElementById('app') ?? document.body);
  interceptPreferencesLinks(settings.preferencesPath, openDialog);
  api.onNavigate((page) => {
    embeds.scan();
    onPage(page);
  });
  return true;
}

export default defineClientPlugin({
  name: CONSENT_PLUGIN,
  setup(api) {
    if (start(api, api.page())) return;
    let started = false;
    api.onNavigate((page) => {
      if (!started) started = start(api, page);
    });
  },
});
