// The broadband stores of spec 001 §3/§4: the geo store's fields and initial values
// (loading starts true, becomes false when providers are set) and the phone-number lease
// store (name, dnis, loaded flag).
import { describe, expect, it } from 'vitest';
import type { InternetProvider } from '../../../plugins/broadband/geo-types.ts';
import { createBroadbandStore, createPhoneLeaseStore, formatDnis, INITIAL_BROADBAND_STATE } from '../../../plugins/broadband/store.ts';

const provider: InternetProvider = {
  id: 'att',
  name: 'AT&T',
  technologies: ['fiber'],
  maxDownload: 1000,
  maxUpload: 1000,
  lowestPrice: 55,
  plans: [{ name: 'Internet 1000', technology: 'fiber', download: 1000, upload: 1000, price: 80 }],
  phone: { name: 'AT&T Internet sales', dnis: '8445550101' },
};

describe('the broadband geo store', () => {
  it('holds the spec fields; loading starts true', () => {
    expect(Object.keys(INITIAL_BROADBAND_STATE).sort()).toEqual(
      ['addressInput', 'internetProviders', 'isFirstItemLoaded', 'isLoading', 'isMoving', 'selectedSuggestion', 'zipcode'].sort(),
    );
    const store = createBroadbandStore();
    expect(store.getState()).toEqual({
      addressInput: '',
      selectedSuggestion: null,
      isMoving: false,
      zipcode: '',
      isFirstItemLoaded: false,
      isLoading: true,
      internetProviders: [],
    });
  });

  it('loading becomes false when providers are set, and again true when a new question starts', () => {
    const store = createBroadbandStore();
    const changes: boolean[] = [];
    store.subscribe(() => changes.push(store.getState().isLoading));
    store.setProviders([provider]);
    expect(store.getState()).toMatchObject({ isLoading: false, isFirstItemLoaded: true, internetProviders: [provider] });
    store.startLoading();
    store.setProviders([]);
    expect(store.getState()).toMatchObject({ isLoading: false, isFirstItemLoaded: false, internetProviders: [] });
    expect(changes).toEqual([false, true, false]);
  });

  it('choosing a suggestion fills the input and the ZIP code; the moving toggle is kept', () => {
    const store = createBroadbandStore();
    store.setAddressInput('12 Cong');
    store.setMoving(true);
    const suggestion = { streetLine: '12 Congress Ave', city: 'Austin', state: 'TX', zipcode: '78701', text: '12 Congress Ave, Austin, TX 78701' };
    store.selectSuggestion(suggestion);
    expect(store.getState()).toMatchObject({ addressInput: suggestion.text, selectedSuggestion: suggestion, zipcode: '78701', isMoving: true });
    store.selectSuggestion(null);
    expect(store.getState()).toMatchObject({ selectedSuggestion: null, addressInput: suggestion.text });
  });
});

describe('the phone-number lease store', () => {
  it('is not loaded until a lease is set, and forgets it when cleared', () => {
    const leases = createPhoneLeaseStore();
    expect(leases.getState()).toEqual({ name: '', dnis: '', loaded: false });
    leases.setLease({ name: 'AT&T Internet sales', dnis: '8445550101' });
    expect(leases.getState()).toEqual({ name: 'AT&T Internet sales', dnis: '8445550101', loaded: true });
    leases.clear();
    expect(leases.getState().loaded).toBe(false);
    expect(formatDnis('8445550101')).toBe('(844) 555-0101');
  });
});
