import { describe, expect, it } from 'vitest';
import { destinationAfterLogin } from './useReturnTo';

describe('destinationAfterLogin', () => {
  it('when no origin is passed then goes to the dashboard', () => {
    expect(destinationAfterLogin(null)).toBe('/dashboard');
    expect(destinationAfterLogin({})).toBe('/dashboard');
  });

  it('when the guard passed a location then returns to it with search and hash', () => {
    expect(destinationAfterLogin({ from: { pathname: '/play/abc', search: '?x=1', hash: '#s' } })).toBe(
      '/play/abc?x=1#s',
    );
  });

  it('when the origin is an auth page then goes to the dashboard', () => {
    expect(destinationAfterLogin({ from: { pathname: '/login' } })).toBe('/dashboard');
  });
});
