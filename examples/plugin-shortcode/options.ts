// Options of the example-shortcode plugin (site YAML: `plugins: { example-shortcode: {...} }`).
import { type Static, Type } from '@sinclair/typebox';

export const SpecSheetOptions = Type.Object(
  {
    /** Heading shown above the spec rows when the shortcode sets no title. */
    heading: Type.String({ minLength: 1, maxLength: 80, default: 'Key specs' }),
    /** Rows shown at most; the rest are left out. */
    maxRows: Type.Integer({ minimum: 1, maximum: 50, default: 12 }),
  },
  { additionalProperties: false, default: {} },
);
export type SpecSheetOptionsType = Static<typeof SpecSheetOptions>;
