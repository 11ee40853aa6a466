// The consent plugin (spec 001 §4, §6): the reader's choice per category, stored in a
// first-party cookie and read on the server for every page (through the core's
// `consent` hook, so the first HTML already knows it), Global Privacy Control honoured,
// the banner and preferences dialog in the browser, and body embeds loaded once their
// category is granted.
import { type ConsentQuery, definePlugin, STAGE_CONSENT } from '../../core/index.ts';
import { EMBED_FRAMES } from './frames.ts';
import { ConsentOptions } from './options.ts';
import { GPC_HEADER, readRequestConsent } from './request-consent.ts';
import { cacheKeyOf } from './rules.ts';
import { CONSENT_PLUGIN, type ConsentPageState, settingsOf } from './settings.ts';

export type { ConsentPageState, ConsentSettings } from './settings.ts';

export default definePlugin({
  name: CONSENT_PLUGIN,
  options: ConsentOptions,
  client: './client/index.ts',
  apply(hooks, options) {
    const settings = settingsOf(options);
    const gpcOf = new WeakMap<ConsentQuery, boolean>();

    hooks.consent.tap({ name: CONSENT_PLUGIN, stage: STAGE_CONSENT }, (ctx) => {
      const { state, gpc } = readRequestConsent(ctx.request, settings);
      gpcOf.set(ctx, gpc);
      // The page (its data, and what the server renders for the consent) differs by the
      // reader's consent: never serve one reader's page to another. A CDN in front must
      // key on the cookie and the GPC header too (README).
      ctx.cacheKey.push(cacheKeyOf(state, gpc));
      ctx.response.vary.add('cookie');
      ctx.response.vary.add(GPC_HEADER);
      return state;
    });

    hooks.loadPage.tap(CONSENT_PLUGIN, (data, ctx) => {
      const pageState: ConsentPageState = { settings, gpc: gpcOf.get(ctx) ?? false };
      return { ...data, plugins: { ...data.plugins, [CONSENT_PLUGIN]: pageState } };
    });

    hooks.scripts.tap(CONSENT_PLUGIN, (scripts) => [...scripts, EMBED_FRAMES]);
  },
});
