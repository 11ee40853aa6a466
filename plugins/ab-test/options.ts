// Options of the ab-test plugin under `plugins: ab-test:` in a site config.
import { type Static, Type } from '@sinclair/typebox';

export const DEFAULT_DEFINITIONS = 'config/ab-tests.yaml';

export const AbTestOptions = Type.Object(
  {
    /** Ids of the tests that run on this brand; all defined tests when left out. */
    tests: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$' }), { uniqueItems: true })),
    /** The definitions file, relative to the project root. */
    definitions: Type.String({ minLength: 1, default: DEFAULT_DEFINITIONS }),
    /** Domain of the A/B cookies (shared by both brands); host-only when left out. */
    cookieDomain: Type.Optional(Type.String({ pattern: '^\\.?[a-z0-9-]+(\\.[a-z0-9-]+)*$' })),
    /** Spec 001 §9: cookies are secure by default. */
    cookieSecure: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);
export type AbTestOptions = Static<typeof AbTestOptions>;
