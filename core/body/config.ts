// Per-brand body pipeline options (site YAML key `body`).
import { type Static, Type } from '@sinclair/typebox';

export const BodyConfigSchema = Type.Object({}, { additionalProperties: false, default: {} });
export type BodyConfig = Static<typeof BodyConfigSchema>;
