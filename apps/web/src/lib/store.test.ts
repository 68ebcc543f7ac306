import { describe, expect, it } from 'vitest';
import defaultLogo from '@/assets/logo.svg';
import { DEFAULT_THEME, hasUser, useAppStore } from './store';

describe('client store', () => {
  it('defaults: no user, no reset e-mail, theme #1CA3DC with the bundled logo', () => {
    const state = useAppStore.getState();
    expect(state.user).toEqual({});
    expect(state.resetEmail).toBe('');
    expect(DEFAULT_THEME.color).toBe('#1CA3DC');
    expect(DEFAULT_THEME.logo).toBe(defaultLogo);
  });

  it('Account shows only for a non-empty object that is not a list', () => {
    expect(hasUser({ first_name: 'A' })).toBe(true);
    expect(hasUser({})).toBe(false);
    expect(hasUser([{ first_name: 'A' }])).toBe(false);
    expect(hasUser(null)).toBe(false);
    expect(hasUser('user')).toBe(false);
  });
});
