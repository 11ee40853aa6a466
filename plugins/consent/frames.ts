// The frames this plugin creates in the browser (body embeds turned into iframes once
// consented, or loaded one-off), declared as data so the core's Content-Security-Policy
// allows them: the providers' fixed frame origins. Embeds whose host the content picks
// are limited to the brand's `body.iframeHosts`, which the policy allows already.
import { EMBED_FRAME_SOURCES, type ScriptDeclaration } from '../../core/index.ts';

export const EMBED_FRAMES: ScriptDeclaration = Object.freeze({
  id: 'consent-embed-frames',
  frame: EMBED_FRAME_SOURCES,
  timing: 'immediate',
  position: 'body',
});
