// The solar estimator's input checks and arithmetic: the state's sunshine and power price,
// the roof and shade, the panels that cover the bill.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSolarLead } from '../../../plugins/broadband/inputs.ts';
import { loadReferenceData } from '../../../plugins/broadband/reference-data.ts';
import { estimateSolar } from '../../../plugins/broadband/solar-estimate.ts';
import { repoRoot } from '../../helpers/project.ts';

const data = loadReferenceData(path.join(repoRoot, 'examples/broadband'), repoRoot);

describe('solar leads', () => {
  it('read the ZIP code from a ZIP code or the end of an address', () => {
    expect(checkSolarLead({ location: '85004', monthlyBill: 100, roof: 'south' })).toMatchObject({ ok: true, value: { zipcode: '85004', shaded: false } });
    expect(checkSolarLead({ location: '1 Central Ave, Phoenix, AZ 85004-1234', monthlyBill: '120', roof: 'north', shaded: true })).toMatchObject({
      ok: true,
      value: { zipcode: '85004', monthlyBill: 120, roof: 'north', shaded: true },
    });
    expect(checkSolarLead({ location: '85004 Central Ave', monthlyBill: 100, roof: 'south' })).toEqual({ ok: false, message: 'Enter your ZIP code, or an address ending with it.' });
    expect(checkSolarLead('85004')).toEqual({ ok: false, message: 'Fill in the form.' });
  });

  it('estimate more panels for a north roof and shade than for a sunny south roof', () => {
    const lead = (roof: 'south' | 'north', shaded: boolean) => {
      const checked = checkSolarLead({ location: '85004', monthlyBill: 200, roof, shaded });
      if (!checked.ok) throw new Error(checked.message);
      return estimateSolar(data, checked.value);
    };
    const sunny = lead('south', false);
    expect(sunny).toEqual({ state: 'AZ', monthlyKwh: 1408, systemKw: 9.2, panels: 23, netCost: 18998, annualSavings: 2400, paybackYears: 7.9 });
    const shaded = lead('north', true);
    expect(shaded.panels).toBeGreaterThan(sunny.panels);
    expect(shaded.annualSavings).toBe(2400);
  });
});
