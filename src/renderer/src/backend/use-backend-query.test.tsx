import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from './backend-error';
import { BackendProvider } from './BackendProvider';
import type { Backend } from './contract';
import { UNEXPECTED_QUERY_ERROR, useBackendQuery } from './use-backend-query';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const calls: { page: number; answer: Deferred<string> }[] = [];
  const load = vi.fn((_backend: Backend, [, page]: [string, number]) => {
    const answer = deferred<string>();
    calls.push({ page, answer });
    return answer.promise;
  });
  const backend = Promise.resolve({} as Backend);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BackendProvider backend={backend}>{children}</BackendProvider>
  );
  const hook = renderHook(
    ({ page }: { page: number }) => useBackendQuery(['halaman', page], load),
    { wrapper, initialProps: { page: 1 } },
  );
  return { hook, calls, load };
}

describe('useBackendQuery', () => {
  it('loads, then gives the value', async () => {
    const { hook, calls } = setup();
    expect(hook.result.current.loading).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.answer.resolve('satu'));
    expect(hook.result.current).toMatchObject({ loading: false, value: 'satu', error: undefined });
  });

  it('keeps the last value while a new key loads, and ignores an answer that came too late', async () => {
    const { hook, calls } = setup();
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.answer.resolve('satu'));
    hook.rerender({ page: 2 });
    hook.rerender({ page: 3 });
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(hook.result.current).toMatchObject({ loading: true, value: 'satu' });
    await act(async () => calls[2]?.answer.resolve('tiga'));
    await act(async () => calls[1]?.answer.resolve('dua'));
    expect(hook.result.current).toMatchObject({ loading: false, value: 'tiga' });
  });

  it('does not read again for an equal key in a new array', async () => {
    const { hook, calls, load } = setup();
    await waitFor(() => expect(calls).toHaveLength(1));
    hook.rerender({ page: 1 });
    await act(async () => calls[0]?.answer.resolve('satu'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failure as a BackendError, and refresh reads again', async () => {
    const { hook, calls } = setup();
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.answer.reject(BackendError.network()));
    expect(hook.result.current.error?.code).toBe('NETWORK');
    expect(hook.result.current.loading).toBe(false);

    act(() => hook.result.current.refresh());
    expect(hook.result.current).toMatchObject({ loading: true, error: undefined });
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]?.answer.reject(new TypeError('x')));
    expect(hook.result.current.error?.message).toBe(UNEXPECTED_QUERY_ERROR);
  });
});
