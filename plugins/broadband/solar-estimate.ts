// The solar estimator's arithmetic: from the monthly bill, the state's sunshine and
// power price, and the roof, the system that would cover the bill and what it saves.
import type { RoofKind } from './constants.ts';
import type { SolarLeadInput } from './inputs.ts';
import { type ReferenceData, stateOfZip } from './reference-data.ts';

/** Share of a south-facing roof's output each roof gives. */
const ROOF_FACTOR: Readonly<Record<RoofKind, number>> = { south: 1, flat: 0.9, 'east-west': 0.85, north: 0.65 };
const SHADE_FACTOR = 0.8;
/** Inverter and wiring losses. */
const DERATE = 0.8;
const PANEL_WATTS = 400;
const COST_PER_WATT = 2.95;
/** The federal residential clean energy credit. */
const TAX_CREDIT = 0.3;

export interface SolarEstimate {
  state?: string;
  monthlyKwh: number;
  systemKw: number;
  panels: number;
  netCost: number;
  annualSavings: number;
  paybackYears: number;
}

export function estimateSolar(data: ReferenceData, input: SolarLeadInput): SolarEstimate {
  const state = stateOfZip(data, input.zipcode);
  const figures = (state ? data.solar.states[state] : undefined) ?? data.solar.us;
  const monthlyKwh = input.monthlyBill / (figures.centsPerKwh / 100);
  const kwhPerKwMonth = figures.sunHours * 30 * DERATE * ROOF_FACTOR[input.roof] * (input.shaded ? SHADE_FACTOR : 1);
  const panels = Math.max(1, Math.ceil((monthlyKwh / kwhPerKwMonth) * (1000 / PANEL_WATTS)));
  const systemKw = (panels * PANEL_WATTS) / 1000;
  const netCost = Math.round(systemKw * 1000 * COST_PER_WATT * (1 - TAX_CREDIT));
  const covered = Math.min(1, (systemKw * kwhPerKwMonth) / monthlyKwh);
  const annualSavings = Math.round(input.monthlyBill * 12 * covered);
  return {
    ...(state ? { state } : {}),
    monthlyKwh: Math.round(monthlyKwh),
    systemKw,
    panels,
    netCost,
    annualSavings,
    paybackYears: Math.round((netCost / annualSavings) * 10) / 10,
  };
}
