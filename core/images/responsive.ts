// Responsive variants of a preset (issue: srcset/sizes from the image presets): the
// presets of the same shape (same fit, same aspect ratio) at a few smaller widths, so a
// phone downloads a picture near the width it shows instead of the preset's full box.
import type { ImagePreset } from './config.ts';

/** Fractions of the preset's width the variants aim at; the preset itself is the last. */
const VARIANT_TARGETS = [0.25, 0.4, 0.6] as const;
/** Narrower pictures than this are not worth a variant of their own. */
const SMALLEST_VARIANT = 200;
/** Two boxes of one shape differ in aspect ratio by less than this. */
const SAME_SHAPE = 0.01;

const ratio = (preset: ImagePreset) => preset.width / preset.height;

type Presets = Readonly<Record<string, ImagePreset>>;

/** The variants of each preset of a preset table, found once per table and name: the
 *  table is the project's, read at boot, and every picture of every page asks. */
const variantsOf = new WeakMap<Presets, Map<string, readonly string[]>>();

/** The preset names, narrowest first, that make the `srcset` of `name`: each variant
 *  target's nearest same-shaped preset no wider than the preset, then the preset. */
export function responsiveVariants(presets: Presets, name: string): readonly string[] {
  let byName = variantsOf.get(presets);
  if (!byName) variantsOf.set(presets, (byName = new Map()));
  let variants = byName.get(name);
  if (!variants) byName.set(name, (variants = Object.freeze(findVariants(presets, name))));
  return variants;
}

function findVariants(presets: Presets, name: string): string[] {
  const own = presets[name];
  if (!own) return [];
  const family = Object.entries(presets)
    .filter(([, preset]) => preset.fit === own.fit && preset.width < own.width && preset.width >= SMALLEST_VARIANT && Math.abs(ratio(preset) / ratio(own) - 1) < SAME_SHAPE)
    .sort(([a, first], [b, second]) => first.width - second.width || a.localeCompare(b));
  const chosen = new Set<string>();
  for (const target of VARIANT_TARGETS) {
    const width = own.width * target;
    let best: [string, ImagePreset] | undefined;
    for (const entry of family) if (!best || Math.abs(entry[1].width - width) < Math.abs(best[1].width - width)) best = entry;
    if (best && Math.abs(best[1].width - width) <= width * 0.25) chosen.add(best[0]);
  }
  return [...[...chosen].sort((a, b) => (presets[a]?.width ?? 0) - (presets[b]?.width ?? 0)), name];
}

/** The widths, narrowest first, of a picture whose own width is free (any width can be
 *  signed): the same targets as the presets' variants, then the box itself. */
export function widthVariants(width: number): number[] {
  const smaller = VARIANT_TARGETS.map((target) => Math.round(width * target)).filter((candidate) => candidate >= SMALLEST_VARIANT && candidate < width);
  return [...new Set(smaller), width];
}

/** The `sizes` of a picture shown at most at its box's width: the whole viewport on
 *  narrower screens, the box's width elsewhere. */
export function boxSizes(width: number): string {
  return `(max-width: ${width}px) 100vw, ${width}px`;
}
