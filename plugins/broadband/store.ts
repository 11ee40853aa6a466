// The broadband stores of spec 001 §3/§4: the broadband geo store (addressInput,
// selectedSuggestion, isMoving, zipcode, isFirstItemLoaded, isLoading, internetProviders;
// loading starts true and becomes false when providers are set) and the phone-number
// lease store (name, dnis, loaded flag). Isomorphic, framework-free: React reads them
// with useSyncExternalStore.
import type { AddressSuggestion, InternetProvider } from './geo-types.ts';

export interface Store<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

function createStore<S>(initial: S): Store<S> & { set(change: Partial<S>): void } {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(change) {
      state = { ...state, ...change };
      for (const listener of listeners) listener();
    },
  };
}

export interface BroadbandGeoState {
  addressInput: string;
  selectedSuggestion: AddressSuggestion | null;
  isMoving: boolean;
  zipcode: string;
  isFirstItemLoaded: boolean;
  isLoading: boolean;
  internetProviders: InternetProvider[];
}

export const INITIAL_BROADBAND_STATE: BroadbandGeoState = Object.freeze({
  addressInput: '',
  selectedSuggestion: null,
  isMoving: false,
  zipcode: '',
  isFirstItemLoaded: false,
  // spec 001 §4: loading starts true.
  isLoading: true,
  internetProviders: [],
});

export function createBroadbandStore(initial: Partial<BroadbandGeoState> = {}) {
  const store = createStore<BroadbandGeoState>({ ...INITIAL_BROADBAND_STATE, ...initial });
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setAddressInput: (addressInput: string) => store.set({ addressInput }),
    /** The reader chose a suggestion: its text fills the input and its ZIP code is the one asked about. */
    selectSuggestion: (selectedSuggestion: AddressSuggestion | null) =>
      store.set(selectedSuggestion ? { selectedSuggestion, addressInput: selectedSuggestion.text, zipcode: selectedSuggestion.zipcode } : { selectedSuggestion }),
    setMoving: (isMoving: boolean) => store.set({ isMoving }),
    setZipcode: (zipcode: string) => store.set({ zipcode }),
    /** A new question for the providers: loading again until they are set. */
    startLoading: () => store.set({ isLoading: true }),
    /** spec 001 §4: loading becomes false when providers are set. */
    setProviders: (internetProviders: InternetProvider[]) =>
      store.set({ internetProviders, isLoading: false, isFirstItemLoaded: internetProviders.length > 0 }),
  };
}
export type BroadbandStore = ReturnType<typeof createBroadbandStore>;

export interface PhoneLeaseState {
  name: string;
  dnis: string;
  loaded: boolean;
}

export const INITIAL_LEASE_STATE: PhoneLeaseState = Object.freeze({ name: '', dnis: '', loaded: false });

export function createPhoneLeaseStore() {
  const store = createStore<PhoneLeaseState>({ ...INITIAL_LEASE_STATE });
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setLease: (lease: { name: string; dnis: string }) => store.set({ name: lease.name, dnis: lease.dnis, loaded: true }),
    clear: () => store.set({ ...INITIAL_LEASE_STATE }),
  };
}
export type PhoneLeaseStore = ReturnType<typeof createPhoneLeaseStore>;

/** A DNIS as a reader dials it: (844) 555-0101. */
export function formatDnis(dnis: string): string {
  return /^[0-9]{10}$/.test(dnis) ? `(${dnis.slice(0, 3)}) ${dnis.slice(3, 6)}-${dnis.slice(6)}` : dnis;
}
