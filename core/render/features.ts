// The page's feature flags for components (see core/features.ts).
import { createContext, useContext } from 'react';
import { CORE_FEATURE_DEFAULTS } from '../features.ts';

/** Outside a page (a component rendered on its own) the core's defaults hold. */
export const FeaturesContext = createContext<readonly string[]>(Object.keys(CORE_FEATURE_DEFAULTS).filter((name) => CORE_FEATURE_DEFAULTS[name]));

/** Whether a feature flag is on for the page being rendered. */
export function useFeature(name: string): boolean {
  return useContext(FeaturesContext).includes(name);
}
