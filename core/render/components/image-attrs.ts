// The `<img>` attributes of a picture the loaders prepared: its box, and where the
// loader found same-shaped smaller presets, `srcset` and `sizes` so the browser picks
// the width it shows.

/** A picture's responsive variants (`srcset` and its `sizes`), built by the server. */
export interface ResponsiveVariants {
  srcSet?: string;
  sizes?: string;
}

interface Picture extends ResponsiveVariants {
  src: string;
  alt: string;
  width?: number | undefined;
  height?: number | undefined;
}

export function imageAttrs({ src, alt, width, height, srcSet, sizes }: Picture) {
  return { src, alt, width, height, ...(srcSet ? { srcSet, ...(sizes ? { sizes } : {}) } : {}) };
}
