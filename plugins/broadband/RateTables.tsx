// The finance rate tables (CDs, checking, savings): the reader's amount and ZIP code
// above them, each table with its own term or account type. Changing any of them asks
// this node's rate tool again (the finance-rate calls of spec 001 §7 behind it).
import { useEffect, useRef, useState } from 'react';
import { MESSAGES, TOOL_PATHS, ZIPCODE } from './constants.ts';
import type { RatesAnswer } from './geo-types.ts';
import type { RatesProps, RateTableSetup } from './page-props.ts';
import { callTool } from './tool-fetch.ts';

const CHANGE_DELAY_MS = 300;
const usd = (value: number, digits = 0) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits });

interface TableProps {
  setup: RateTableSetup;
  amount: number | undefined;
  zipcode: string | undefined;
  rates: RatesProps;
}

function RateTable({ setup, amount, zipcode, rates }: TableProps) {
  const [option, setOption] = useState(setup.option);
  const [answer, setAnswer] = useState<RatesAnswer | undefined>(setup.answer);
  const [message, setMessage] = useState<string | undefined>(setup.message);
  const [pending, setPending] = useState(false);
  const first = useRef(true);
  const turn = useRef(0);

  useEffect(() => {
    // The server already loaded the first answer.
    if (first.current) {
      first.current = false;
      return;
    }
    if (amount === undefined || zipcode === undefined) return;
    const mine = ++turn.current;
    setPending(true);
    const timer = setTimeout(async () => {
      const query = new URLSearchParams({ amount: String(amount), zipcode, option });
      const result = await callTool<RatesAnswer>(`${rates.tools.base}${TOOL_PATHS.rates}/${setup.kind}?${query}`, rates.tools.timeoutMs, undefined, MESSAGES.ratesUnavailable);
      if (mine !== turn.current) return;
      setPending(false);
      setAnswer(result.ok ? result.body : undefined);
      setMessage(result.ok ? undefined : result.message);
    }, CHANGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [amount, zipcode, option, rates, setup.kind]);

  const earningsLabel = setup.kind === 'cds' ? 'Earned over the term' : 'Earned in a year';
  return (
    <section className="finance-rates__table" data-rate-table={setup.kind} aria-busy={pending}>
      <h3>{setup.title}</h3>
      <label>
        {setup.kind === 'cds' ? 'Term' : 'Account'}{' '}
        <select value={option} onChange={(event) => setOption(event.target.value)}>
          {setup.options.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      {message ? <p className="finance-rates__message" role="status">{message}</p> : null}
      {answer && !message ? (
        answer.offers.length === 0 ? (
          <p className="finance-rates__message" role="status">{MESSAGES.noRates}</p>
        ) : (
          // On a narrow screen the table scrolls in its own box, never the page.
          <div className="table-scroll" role="region" aria-label={setup.title} tabIndex={0}>
            <table>
              <caption>
                {setup.title} for {usd(answer.amount)} in {answer.zipcode}
                {answer.state ? ` (${answer.state})` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Bank</th>
                  <th scope="col">Account</th>
                  <th scope="col">APY</th>
                  <th scope="col">Minimum deposit</th>
                  <th scope="col">{earningsLabel}</th>
                </tr>
              </thead>
              <tbody>
                {answer.offers.map((offer) => (
                  <tr key={`${offer.bank}-${offer.name}`}>
                    <th scope="row">{offer.bank}</th>
                    <td>
                      {offer.name}
                      {offer.monthlyFee ? ` (${usd(offer.monthlyFee)} a month)` : ''}
                    </td>
                    <td>{offer.apy.toFixed(2)}%</td>
                    <td>{usd(offer.minimum)}</td>
                    <td>{usd(offer.earnings, 2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
    </section>
  );
}

export function RateTables({ rates }: { rates: RatesProps }) {
  const [amountText, setAmountText] = useState(String(rates.amount));
  const [zipText, setZipText] = useState(rates.zipcode);
  const amountValue = /^[0-9]{1,8}$/.test(amountText.replace(/[$,\s]/g, '')) ? Number(amountText.replace(/[$,\s]/g, '')) : undefined;
  const zipValue = ZIPCODE.test(zipText.trim()) ? zipText.trim() : undefined;
  return (
    <section className="finance-rates" aria-labelledby="finance-rates-title">
      <h2 id="finance-rates-title">Today's rates</h2>
      <div className="finance-rates__inputs">
        <label>
          Amount{' '}
          <input name="amount" inputMode="numeric" value={amountText} onChange={(event) => setAmountText(event.target.value)} aria-invalid={amountValue === undefined} />
        </label>
        <label>
          ZIP code{' '}
          <input name="zipcode" inputMode="numeric" maxLength={5} value={zipText} onChange={(event) => setZipText(event.target.value)} aria-invalid={zipValue === undefined} />
        </label>
      </div>
      {amountValue === undefined ? <p className="finance-rates__message" role="alert">Enter an amount in whole dollars.</p> : null}
      {zipValue === undefined ? <p className="finance-rates__message" role="alert">{MESSAGES.badZip}</p> : null}
      {rates.tables.map((setup) => (
        <RateTable key={setup.kind} setup={setup} amount={amountValue} zipcode={zipValue} rates={rates} />
      ))}
    </section>
  );
}
