import { describe, expect, it } from 'vitest';
import { afterLogin, anonymousPageRedirect } from './navigation.ts';

describe('afterLogin (limits page while activity count is at most 1)', () => {
  it.each([
    [0, 'profileLimits'],
    [1, 'profileLimits'],
    [2, 'reload'],
  ])('%s -> %s', (count, destination) => {
    expect(afterLogin(count)).toBe(destination);
  });
});

describe('anonymousPageRedirect', () => {
  it.each([
    ['/profile', { to: 'path', path: '/profile' }],
    ['/fi/pelit?page=2', { to: 'path', path: '/fi/pelit?page=2' }],
    ['https://evil.example', { to: 'home' }],
    ['//evil.example', { to: 'home' }],
    ['/\\evil.example', { to: 'home' }],
    ['', { to: 'home' }],
    [undefined, { to: 'home' }],
    [['/profile'], { to: 'home' }],
  ])('%j -> %j', (redirectUrl, target) => {
    expect(anonymousPageRedirect(redirectUrl)).toEqual(target);
  });
});
