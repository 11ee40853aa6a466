// What readers read for each consent category (spec 001 §4 categories).
import type { ConsentCategory } from '../../../core/browser.ts';

export const CATEGORY_NAMES: Readonly<Record<ConsentCategory, string>> = {
  critical: 'Strictly necessary',
  performance: 'Performance',
  functional: 'Functional',
  targeting: 'Targeting',
  social: 'Social media',
};
