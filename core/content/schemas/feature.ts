// Feature layouts (spec 000 §3): a feature has a layout of cells; each cell holds components.
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Opt } from './common.ts';

export const FeatureComponentSchema = Type.Object({
  id: Type.String(),
  familyName: Opt(Type.String()),
  typeName: Opt(Type.String()),
  view: Opt(Type.String()),
  slug: Opt(Type.String()),
  hidden: Opt(Type.Boolean()),
});
export type FeatureComponent = Static<typeof FeatureComponentSchema>;

export interface FeatureLayout {
  colspan?: number;
  label?: string;
  components?: FeatureComponent[];
  children?: FeatureLayout[];
}

export const FeatureLayoutSchema: TSchema = Type.Recursive((Self) =>
  Type.Object({
    colspan: Opt(Type.Integer({ minimum: 1, maximum: 12 })),
    label: Opt(Type.String()),
    components: Opt(Type.Array(FeatureComponentSchema)),
    children: Opt(Type.Array(Self)),
  }),
);

export const FeatureSchema = Type.Object({
  layout: Type.Array(FeatureLayoutSchema),
  slug: Type.String(),
  viewType: Opt(Type.String()),
  title: Opt(Type.String()),
  description: Opt(Type.String()),
});
export interface Feature {
  layout: FeatureLayout[];
  slug: string;
  viewType?: string;
  title?: string;
  description?: string;
}

export const CmsTypeSchema = Type.Object({ typeName: Type.String(), slug: Opt(Type.String()) });
export type CmsType = Static<typeof CmsTypeSchema>;
