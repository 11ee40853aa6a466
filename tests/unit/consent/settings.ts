// Consent settings as the shipped defaults make them, for tests; `cookieName` varies.
import { settingsOf } from '../../../plugins/consent/settings.ts';

export function testSettings(cookieName = 'neutron_consent') {
  return settingsOf({
    cookieName,
    maxAgeDays: 365,
    categories: ['performance', 'functional', 'targeting', 'social'],
    gpcOptOut: ['targeting', 'social'],
    preferencesPath: '/prefs/',
  });
}
