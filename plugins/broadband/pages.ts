// The plugin's page components, by key, loaded lazily: the server declares them with their
// loaders (index.ts), the client entry registers the same for in-app navigation.
export const plansPage = () => import('./PlansPage.tsx').then((module) => module.PlansPage);
export const solarPage = () => import('./SolarPage.tsx').then((module) => module.SolarPage);
export const vpnPage = () => import('./VpnPage.tsx').then((module) => module.VpnPage);
export const financePage = () => import('./FinancePage.tsx').then((module) => module.FinancePage);
