// The address tool of the plans page: the address input with autocomplete (smarty
// autocomplete and validation calls), the moving toggle, the providers at the address
// (allconnect providers call), the city/state prediction (harbinger call) and the phone
// line to call (the lease). State lives in the broadband and lease stores (store.ts).
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { MESSAGES, MIN_SEARCH_LENGTH, TOOL_PATHS, ZIPCODE } from './constants.ts';
import type { AddressSuggestion, AutocompleteAnswer, PredictAnswer, ProvidersAnswer, ValidationAnswer } from './geo-types.ts';
import type { ToolSettings } from './page-props.ts';
import { createBroadbandStore, createPhoneLeaseStore, formatDnis } from './store.ts';
import { callTool } from './tool-fetch.ts';
import { ProviderCard } from './ProviderCard.tsx';

interface Props {
  tools: ToolSettings;
  /** Called with the city/state prediction of each looked-up address. */
  onPrediction?: (prediction: PredictAnswer | undefined) => void;
}

const AUTOCOMPLETE_DELAY_MS = 200;

export function ProviderSearch({ tools, onPrediction }: Props) {
  const store = useMemo(() => createBroadbandStore(), []);
  const leases = useMemo(() => createPhoneLeaseStore(), []);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const lease = useSyncExternalStore(leases.subscribe, leases.getState, leases.getState);
  const [suggestions, setSuggestionList] = useState<AddressSuggestion[]>([]);
  /** The suggestion the arrow keys are on (-1: none), as the combobox pattern has it. */
  const [active, setActive] = useState(-1);
  const setSuggestions = (next: AddressSuggestion[]) => {
    setSuggestionList(next);
    setActive(-1);
  };
  const [hint, setHint] = useState<string | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [place, setPlace] = useState<{ city: string; state: string; zipcode: string } | undefined>();
  const typed = useRef(0);
  const asked = useRef(0);
  const url = (path: string) => `${tools.base}${path}`;

  useEffect(() => {
    const search = state.addressInput.trim();
    if (state.selectedSuggestion?.text === state.addressInput || search.length < MIN_SEARCH_LENGTH) {
      setSuggestions([]);
      setHint(undefined);
      return;
    }
    const turn = ++typed.current;
    const timer = setTimeout(async () => {
      const result = await callTool<AutocompleteAnswer>(url(TOOL_PATHS.autocomplete), tools.timeoutMs, { search });
      if (turn !== typed.current) return;
      setSuggestions(result.ok ? result.body.suggestions : []);
      setHint(result.ok ? (result.body.suggestions.length === 0 && !ZIPCODE.test(search) ? MESSAGES.noSuggestions : undefined) : result.message);
    }, AUTOCOMPLETE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.addressInput, state.selectedSuggestion]);

  async function lookUp(zipcode: string, address: string | undefined, isMoving: boolean) {
    const turn = ++asked.current;
    store.setZipcode(zipcode);
    store.startLoading();
    setPending(true);
    setMessage(undefined);
    const result = await callTool<ProvidersAnswer>(url(TOOL_PATHS.providers), tools.timeoutMs, { zipcode, ...(address ? { address } : {}), isMoving });
    if (turn !== asked.current) return;
    setPending(false);
    if (!result.ok) {
      store.setProviders([]);
      leases.clear();
      setPlace(undefined);
      onPrediction?.(undefined);
      setMessage(result.message);
      return;
    }
    store.setProviders(result.body.providers);
    const first = result.body.providers[0];
    if (first) leases.setLease(first.phone);
    setPlace({ city: result.body.city, state: result.body.state, zipcode: result.body.zipcode });
    const prediction = await callTool<PredictAnswer>(`${url(TOOL_PATHS.predict)}/${encodeURIComponent(result.body.city)}/${result.body.state}`, tools.timeoutMs);
    if (turn === asked.current) onPrediction?.(prediction.ok ? prediction.body : undefined);
  }

  function choose(suggestion: AddressSuggestion) {
    store.selectSuggestion(suggestion);
    setSuggestions([]);
    void lookUp(suggestion.zipcode, suggestion.streetLine, state.isMoving);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = state.addressInput.trim();
    if (state.selectedSuggestion && state.selectedSuggestion.text === state.addressInput) return choose(state.selectedSuggestion);
    if (ZIPCODE.test(input)) return void lookUp(input, undefined, state.isMoving);
    if (input === '') return setMessage('Enter an address or a ZIP code.');
    const result = await callTool<ValidationAnswer>(url(TOOL_PATHS.validation), tools.timeoutMs, { address: input });
    if (!result.ok) return setMessage(result.message);
    if (!result.body.valid) return setMessage(result.body.message);
    choose(result.body.address);
  }

  /** Arrow keys move through the suggestions, Enter takes the one they are on, Escape
   *  closes the list (WAI-ARIA combobox with a listbox popup). */
  function onAddressKey(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (count === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (at === -1 && step === -1 ? count - 1 : (at + step + count) % count));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape') {
      setSuggestions([]);
    }
  }

  function toggleMoving(isMoving: boolean) {
    store.setMoving(isMoving);
    if (state.zipcode && !state.isLoading) void lookUp(state.zipcode, state.selectedSuggestion?.streetLine, isMoving);
  }

  const listId = 'broadband-suggestions';
  const heading = place
    ? state.isMoving
      ? `Providers at your new address in ${place.city}, ${place.state} ${place.zipcode}`
      : `Providers at ${place.city}, ${place.state} ${place.zipcode}`
    : undefined;
  return (
    <section className="broadband-search" aria-labelledby="broadband-search-title" data-loading={state.isLoading ? 'true' : 'false'}>
      <h2 id="broadband-search-title">Find internet providers at your address</h2>
      <form role="search" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor="broadband-address">{state.isMoving ? 'Your new address' : 'Your address'}</label>
        <div className="broadband-search__row">
          <input
            id="broadband-address"
            name="address"
            type="text"
            autoComplete="off"
            maxLength={200}
            placeholder="Street address or ZIP code"
            role="combobox"
            aria-expanded={suggestions.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            value={state.addressInput}
            onChange={(event) => store.setAddressInput(event.target.value)}
            onKeyDown={onAddressKey}
          />
          <button type="submit" disabled={pending}>
            Find providers
          </button>
        </div>
        {suggestions.length > 0 ? (
          <ul id={listId} role="listbox" className="broadband-search__suggestions" aria-label="Suggested addresses">
            {suggestions.map((suggestion, index) => (
              <li key={suggestion.text} id={`${listId}-${index}`} role="option" aria-selected={index === active}>
                <button type="button" tabIndex={-1} onClick={() => choose(suggestion)}>
                  {suggestion.text}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {hint ? <p className="broadband-search__hint">{hint}</p> : null}
        <label className="broadband-search__moving">
          <input type="checkbox" name="moving" checked={state.isMoving} onChange={(event) => toggleMoving(event.target.checked)} /> I'm moving to this address
        </label>
      </form>
      <div aria-live="polite">
        {pending ? <p className="broadband-search__status">Looking up providers…</p> : null}
        {message ? (
          <p className="broadband-search__message" role="alert">
            {message}
          </p>
        ) : null}
      </div>
      {heading && !pending ? (
        <div className="broadband-results">
          <h3>{heading}</h3>
          {state.isMoving ? <p className="broadband-results__moving">Moving? Order now and choose an installation date after your move-in day.</p> : null}
          {lease.loaded ? (
            <p className="broadband-results__lease">
              Call {lease.name}: <a href={`tel:+1${lease.dnis}`}>{formatDnis(lease.dnis)}</a>
            </p>
          ) : null}
          {state.isFirstItemLoaded ? (
            <ol className="broadband-results__list">
              {state.internetProviders.map((provider) => (
                <ProviderCard key={provider.id} provider={provider} />
              ))}
            </ol>
          ) : (
            <p>No providers serve this address.</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
