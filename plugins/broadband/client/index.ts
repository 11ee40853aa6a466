// Browser side of the broadband plugin: its pages (lazy chunks, loaded only on the pages
// that show them) and the rate tables' page component (its code a lazy chunk too).
import { defineClientPlugin } from '../../../core/browser.ts';
import { BROADBAND_PLUGIN, FINANCE_PAGE, PLANS_PAGE, RATES_COMPONENT, SOLAR_PAGE, VPN_PAGE } from '../constants.ts';
import { LazyFinanceRates } from '../LazyFinanceRates.tsx';
import { financePage, plansPage, solarPage, vpnPage } from '../pages.ts';
import './broadband.css';

export default defineClientPlugin({
  name: BROADBAND_PLUGIN,
  pages: { [PLANS_PAGE]: plansPage, [SOLAR_PAGE]: solarPage, [VPN_PAGE]: vpnPage, [FINANCE_PAGE]: financePage },
  components: { [RATES_COMPONENT]: LazyFinanceRates },
});
