// Options of the ab-test plugin under `plugins: ab-test:` in a site config.
import { type Static, Type } from '@sinclair/typebox';
import { CORE_SLOTS } from '../../core/index.ts';
import { ID_PATTERN } from './definitions.ts';

const TEST_ID_MESSAGE = "must be a test id: a letter, then letters, digits or '_' (btncolor_test)";

/** A test shown in one of the core's slots: the text of each bucket that changes it. */
export const AbSlotOptions = Type.Object(
  {
    /** A test that runs on this brand. */
    test: Type.String({ pattern: ID_PATTERN, errorMessage: TEST_ID_MESSAGE }),
    /** Text by bucket; readers in other buckets (and outside the test) see the core's own. */
    variants: Type.Record(Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_]*$' }), Type.String({ minLength: 1 }), { minProperties: 1 }),
  },
  { additionalProperties: false },
);
export type AbSlotOptions = Static<typeof AbSlotOptions>;

export const DEFAULT_DEFINITIONS = 'config/ab-tests.yaml';

export const AbTestOptions = Type.Object(
  {
    /** Ids of the tests that run on this brand; all defined tests when left out. */
    tests: Type.Optional(Type.Array(Type.String({ pattern: ID_PATTERN, errorMessage: TEST_ID_MESSAGE }), { uniqueItems: true })),
    /** The core's slots (CORE_SLOTS) a running test changes, with each bucket's text. */
    slots: Type.Optional(
      Type.Object(Object.fromEntries(Object.values(CORE_SLOTS).map((slot) => [slot, Type.Optional(AbSlotOptions)])), {
        additionalProperties: false,
      }),
    ),
    /** The definitions file, relative to the project root. */
    definitions: Type.String({ minLength: 1, default: DEFAULT_DEFINITIONS }),
    /** Domain of the A/B cookies (shared by both brands); host-only when left out. */
    cookieDomain: Type.Optional(Type.String({ pattern: '^\\.?[a-z0-9-]+(\\.[a-z0-9-]+)*$', errorMessage: "must be a domain in lowercase, with an optional leading '.', without a scheme, a port or a path (.example.com)" })),
    /** Spec 001 §9: cookies are secure by default. */
    cookieSecure: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);
export type AbTestOptions = Static<typeof AbTestOptions>;
