// The session page-view counter and the view id rules (spec 001 §4, §9): the count lives
// in session storage and goes up with each view; the first view of a session keeps the
// server's view id, every later view gets a new one.
import { describe, expect, it } from 'vitest';
import { memoryStorage, nextView, readSession, SESSION_KEY, writeSession } from '../../../plugins/tracking/client/session.ts';

function ids() {
  let next = 0;
  return () => `id-${++next}`;
}

describe('tracking session', () => {
  it('counts every view in session storage and keeps the session id', () => {
    const storage = memoryStorage();
    const newId = ids();
    let state = readSession(storage, newId);
    expect(state).toEqual({ sessionId: 'id-1', pageViews: 0, customerId: null, hashedEmail: null });
    for (let view = 1; view <= 3; view += 1) {
      state = nextView(state, 'server-view', newId).state;
      writeSession(storage, state);
      // A full page load reads the session again: the count goes on.
      state = readSession(storage, newId);
      expect(state.pageViews).toBe(view);
      expect(state.sessionId).toBe('id-1');
    }
    expect(JSON.parse(storage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({ pageViews: 3 });
  });

  it("keeps the server's view id on the first view and makes a new one from the second on", () => {
    const newId = ids();
    const first = nextView(readSession(memoryStorage(), () => 'session'), 'server-view', newId);
    expect(first.viewId).toBe('server-view');
    const second = nextView(first.state, 'server-view', newId);
    expect(second.viewId).toBe('id-1');
    const third = nextView(second.state, 'server-view', newId);
    expect(third.viewId).toBe('id-2');
    expect(third.state.pageViews).toBe(3);
    // A first view without a server id gets a new one too.
    expect(nextView(readSession(memoryStorage(), () => 'session'), undefined, () => 'fresh').viewId).toBe('fresh');
  });

  it('starts again from a damaged entry', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_KEY, '{not json');
    expect(readSession(storage, () => 'new-session')).toMatchObject({ sessionId: 'new-session', pageViews: 0 });
    storage.setItem(SESSION_KEY, JSON.stringify({ sessionId: 's', pageViews: -3 }));
    expect(readSession(storage, () => 'x')).toMatchObject({ sessionId: 's', pageViews: 0 });
  });
});
