// The content API as plugins reach it outside a page load (a `server` endpoint, a
// middleware): `context.content()` in `apply`. It exists once the app is built; asking for
// it while plugins are still being applied is a setup error (spec 000 §8).
import type { ContentApi } from './api.ts';
import { ContentSetupError } from './errors.ts';

export const REPOSITORY_BEFORE_MOUNT_MESSAGE = 'You are attempting to get a repository before the app is mounted';

export class ContentRepository {
  private api: ContentApi | undefined;

  /** Called when the app's content services are built (core/server/content-setup.ts). */
  mount(api: ContentApi): void {
    this.api = api;
  }

  get(): ContentApi {
    if (!this.api) throw new ContentSetupError(REPOSITORY_BEFORE_MOUNT_MESSAGE);
    return this.api;
  }
}
