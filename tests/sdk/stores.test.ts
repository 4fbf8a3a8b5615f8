import { describe, expect, it, vi } from 'vitest';
import { Store } from '../../sdk/stores/store';
import { USER_INFO_KEY, UserInfoStore } from '../../sdk/stores/user-info-store';
import { samplePlayer } from './fixtures';
import { memoryStorage } from '../../sdk/env/environment';


describe('store', () => {
  it('notifies subscribers on change and keeps the snapshot stable otherwise', () => {
    const store = new Store({ n: 1 });
    const listener = vi.fn();
    const off = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.set({ n: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    store.set({ n: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
  it('does not notify when set to the same value', () => {
    const store = new Store(5);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(5);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('user info', () => {
  it('upper-cases the first letter of the first name and persists under user_info', () => {
    const storage = memoryStorage();
    const users = new UserInfoStore(storage);
    users.setUser(samplePlayer);
    expect(users.getSnapshot()?.firstName).toBe('Sara');
    expect(JSON.parse(storage.getItem(USER_INFO_KEY)!).firstName).toBe('Sara');
    expect(new UserInfoStore(storage).token()).toBe('tok-1');
  });
  it('clears the stored player on logout', () => {
    const storage = memoryStorage();
    const users = new UserInfoStore(storage);
    users.setUser(samplePlayer);
    users.clear();
    expect(users.getSnapshot()).toBeNull();
    expect(storage.getItem(USER_INFO_KEY)).toBeNull();
  });
  it('treats a corrupt stored entry as logged out', () => {
    const storage = memoryStorage();
    storage.setItem(USER_INFO_KEY, '{not json');
    expect(new UserInfoStore(storage).getSnapshot()).toBeNull();
    expect(storage.getItem(USER_INFO_KEY)).toBeNull();
  });
});
