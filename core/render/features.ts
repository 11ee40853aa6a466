// The page's feature flags for components (see core/features.ts).
import { createContext, useContext } from 'react';

export const FeaturesContext = createContext<readonly string[]>([]);

/** Whether a feature flag is on for the page being rendered. */
export function useFeature(name: string): boolean {
  return useContext(FeaturesContext).includes(name);
}
