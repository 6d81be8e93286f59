import { describe, expect, it } from 'vitest';
import { loginNoticeOf } from './login-notice';

describe('the notice a page leaves for /login', () => {
  it('is the text a page put in the router state', () => {
    expect(loginNoticeOf({ notice: 'Anda harus login untuk mengakses halaman ini.' })).toBe(
      'Anda harus login untuk mengakses halaman ini.',
    );
  });

  it('is nothing for any other state, and never longer than a sentence or two', () => {
    expect(loginNoticeOf(null)).toBeNull();
    expect(loginNoticeOf({ from: '/register' })).toBeNull();
    expect(loginNoticeOf({ notice: 42 })).toBeNull();
    expect(loginNoticeOf({ notice: '   ' })).toBeNull();
    expect(loginNoticeOf({ notice: 'x'.repeat(500) })).toHaveLength(200);
  });
});
