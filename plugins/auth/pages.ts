// The auth plugin's page: the profile at /user/settings/ (server and browser render it).
export const profilePage = () => import('./ProfilePage.tsx').then((module) => module.ProfilePage);
