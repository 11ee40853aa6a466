// The solar estimator (/home/energy-and-utilities/solar-estimator/, energy lead form
// layout): address or ZIP code, monthly bill and roof; the lead is kept and the estimate
// shown.
import { type FormEvent, useEffect, useState } from 'react';
import type { PageProps } from '../../core/browser.ts';
import { LandingHeader, LandingIntro, LandingSections } from './LandingHeader.tsx';
import { MAX_BILL, MIN_BILL, type RoofKind, TOOL_PATHS, ZIPCODE } from './constants.ts';
import type { SolarPageProps } from './page-props.ts';
import type { SolarEstimate } from './solar-estimate.ts';
import { callTool } from './tool-fetch.ts';

const SOLAR_FORM_ID = 'solar-estimator';
const ROOF_LABELS: Readonly<Record<RoofKind, string>> = { south: 'Faces south', 'east-west': 'Faces east or west', north: 'Faces north', flat: 'Flat' };
const usd = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** What the form checks before sending; the server checks again. */
function formProblem(location: string, bill: string): string | undefined {
  const place = location.trim();
  if (place === '') return 'Enter your address or ZIP code.';
  if (place.length > 200) return 'Addresses are at most 200 characters.';
  if (!ZIPCODE.test(place) && !/\b[0-9]{5}(-[0-9]{4})?\s*$/.test(place)) return 'Enter your ZIP code, or an address ending with it.';
  const amount = Number(bill.replace(/[$,\s]/g, ''));
  if (bill.trim() === '' || !Number.isFinite(amount) || amount < MIN_BILL || amount > MAX_BILL) return `Enter a monthly bill between $${MIN_BILL} and $${MAX_BILL}.`;
  return undefined;
}

export function SolarPage({ props }: PageProps<SolarPageProps>) {
  useEffect(() => {
    window.dispatchEvent(new CustomEvent('neutron:track', { detail: { event: 'form-viewed', formId: SOLAR_FORM_ID, formName: 'Solar estimator', formType: 'lead' } }));
  }, []);
  const [problem, setProblem] = useState<string | undefined>();
  const [estimate, setEstimate] = useState<SolarEstimate | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const location = String(form.get('location') ?? '');
    const bill = String(form.get('monthlyBill') ?? '');
    const found = formProblem(location, bill);
    setProblem(found);
    if (found) return;
    setPending(true);
    const result = await callTool<{ id: number; estimate: SolarEstimate }>(`${props.tools.base}${TOOL_PATHS.leads}`, props.tools.timeoutMs, {
      location,
      monthlyBill: Number(bill.replace(/[$,\s]/g, '')),
      roof: String(form.get('roof') ?? ''),
      shaded: form.get('shaded') === 'yes',
    });
    setPending(false);
    if (result.ok) {
      setEstimate(result.body.estimate);
      // The tracking plugin, where enabled, sends it (plugins/tracking/README.md).
      window.dispatchEvent(new CustomEvent('neutron:track', { detail: { event: 'form-submitted', formId: SOLAR_FORM_ID, formName: 'Solar estimator', formType: 'lead' } }));
    }
    else setProblem(result.message);
  }

  return (
    <article className="broadband-page solar-page">
      <LandingHeader text={props} />
      <form className="solar-form" onSubmit={(event) => void submit(event)} noValidate aria-describedby="solar-form-problem">
        <label>
          Address or ZIP code
          <input name="location" type="text" maxLength={200} autoComplete="postal-code" required />
        </label>
        <label>
          Average monthly electric bill (USD)
          <input name="monthlyBill" type="text" inputMode="numeric" required />
        </label>
        <fieldset>
          <legend>Your roof</legend>
          {props.roofKinds.map((roof, index) => (
            <label key={roof}>
              <input type="radio" name="roof" value={roof} defaultChecked={index === 0} /> {ROOF_LABELS[roof]}
            </label>
          ))}
        </fieldset>
        <label>
          <input type="checkbox" name="shaded" value="yes" /> Trees or buildings shade the roof
        </label>
        <button type="submit" disabled={pending}>
          {pending ? 'Estimating…' : 'Estimate my savings'}
        </button>
        <p id="solar-form-problem" className="solar-form__problem" role="alert">
          {problem ?? ''}
        </p>
      </form>
      {estimate ? (
        <section className="solar-estimate" aria-labelledby="solar-estimate-title">
          <h2 id="solar-estimate-title">Your solar estimate</h2>
          <dl>
            <dt>System size</dt>
            <dd>
              {estimate.systemKw} kW ({estimate.panels} panels)
            </dd>
            <dt>Cost after the 30% federal tax credit</dt>
            <dd>{usd(estimate.netCost)}</dd>
            <dt>Savings a year</dt>
            <dd>{usd(estimate.annualSavings)}</dd>
            <dt>Pays for itself in</dt>
            <dd>{estimate.paybackYears} years</dd>
          </dl>
          <p>An installer near you will contact you with a quote.</p>
        </section>
      ) : null}
      <LandingIntro text={props} />
      <LandingSections sections={props.sections} />
    </article>
  );
}
