import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitBerkas } from './berkas-submit';
import { createHttpClient } from './http-client';

/** Records what the upload asked of XMLHttpRequest and answers with a ticket. */
class FakeXhr {
  static last: FakeXhr | undefined;
  withCredentials = false;
  headers: Record<string, string> = {};
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 200;
  responseText = JSON.stringify({
    status: 'success',
    data: { ticketId: 'BRK-1', revisionCode: 'ABCD-EFGH-JKMN-PQRS-TUVW' },
  });
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    queueMicrotask(() => this.onload?.());
  }
}

describe('submitBerkas', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['include', true, undefined],
    ['omit', false, 'Bearer token-desktop'],
  ] as const)(
    'sends cookies only when the client does (%s)',
    async (credentials, withCredentials, authorization) => {
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
      const client = createHttpClient({
        baseUrl: 'http://127.0.0.1:9',
        credentials,
        authToken: () => (credentials === 'omit' ? 'token-desktop' : undefined),
      });
      await expect(submitBerkas(client, { nama: 'A' })).resolves.toEqual({
        ticketId: 'BRK-1',
        revisionCode: 'ABCD-EFGH-JKMN-PQRS-TUVW',
      });
      expect(FakeXhr.last?.withCredentials).toBe(withCredentials);
      expect(FakeXhr.last?.headers.Authorization).toBe(authorization);
    },
  );
});
