/** The profile page below the brand's prefix (spec 001 §7). */
export const PROFILE_PATH = 'user/settings/';
