// Layout names that change markup (spec 000 §4).
export const FAQ_LAYOUTS: readonly string[] = ['FAQ Markup', 'FAQ Markup + BL Precap', 'FAQ Markup + Small Image Listicle'];
export const HOW_TO_LAYOUT = 'How To - Markup';

export function isFaqLayout(layoutName: string | undefined): boolean {
  return layoutName !== undefined && FAQ_LAYOUTS.includes(layoutName);
}

export function isHowToLayout(layoutName: string | undefined): boolean {
  return layoutName === HOW_TO_LAYOUT;
}

/** FAQ markup includes only questions whose heading ends with '?' (spec 000 §5). */
export function isFaqQuestion(heading: string): boolean {
  return heading.trim().endsWith('?');
}
