import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../shared/accounts';
import { LIVE_TOPICS } from '../../../shared/live';
import { BackendError } from './backend-error';
import { BackendProvider } from './BackendProvider';
import type { Backend, LiveObserver } from './contract';
import { liveQueryKey } from './live-queries';
import { useLiveQuery } from './use-live-query';

function fakeBackend() {
  const userObservers: LiveObserver<UserProfile[]>[] = [];
  const profileObservers: LiveObserver<UserProfile>[] = [];
  const watchAll = vi.fn((observer: LiveObserver<UserProfile[]>) => {
    userObservers.push(observer);
    return () => {};
  });
  const watchMyProfile = vi.fn((observer: LiveObserver<UserProfile>) => {
    profileObservers.push(observer);
    return () => {};
  });
  const backend = {
    users: { watchAll },
    auth: { watchMyProfile },
  } as unknown as Backend;
  return { backend, watchAll, watchMyProfile, userObservers, profileObservers };
}

const profile = (id: string) => ({ id, email: `${id}@bem.demo` }) as UserProfile;

// One promise per backend: a new one would be a new provider, with a new cache.
const promises = new WeakMap<Backend, Promise<Backend>>();
function withBackend(backend: Backend, children: ReactNode) {
  let promise = promises.get(backend);
  if (!promise) promises.set(backend, (promise = Promise.resolve(backend)));
  return <BackendProvider backend={promise}>{children}</BackendProvider>;
}

function UserCount(props: { label: string }) {
  const { value, error } = useLiveQuery(LIVE_TOPICS.users);
  if (error) return <p>{`${props.label}: ${error.message}`}</p>;
  return <p>{`${props.label}: ${value === undefined ? 'memuat' : value.length}`}</p>;
}

function MyEmail(props: { uid: string }) {
  const { value } = useLiveQuery(LIVE_TOPICS.myProfile, props.uid);
  return <p>{`${props.uid}: ${value?.email ?? 'memuat'}`}</p>;
}

describe('useLiveQuery', () => {
  it('shares one subscription between two components watching the same topic', async () => {
    const fake = fakeBackend();
    render(
      withBackend(
        fake.backend,
        <>
          <UserCount label="a" />
          <UserCount label="b" />
        </>,
      ),
    );
    expect(screen.getByText('a: memuat')).toBeInTheDocument();
    await act(async () => {});
    expect(fake.watchAll).toHaveBeenCalledTimes(1);
    act(() => fake.userObservers[0]?.next([profile('u1'), profile('u2')]));
    expect(screen.getByText('a: 2')).toBeInTheDocument();
    expect(screen.getByText('b: 2')).toBeInTheDocument();
  });

  it('keeps the last value and reports an interruption', async () => {
    const fake = fakeBackend();
    render(withBackend(fake.backend, <UserCount label="a" />));
    await act(async () => {});
    act(() => fake.userObservers[0]?.error?.(BackendError.network()));
    expect(screen.getByText(`a: ${BackendError.network().message}`)).toBeInTheDocument();
  });

  it('keeps a separate subscription for each value of a parameterised topic', async () => {
    const fake = fakeBackend();
    const view = render(
      withBackend(
        fake.backend,
        <>
          <MyEmail uid="u1" />
          <MyEmail uid="u1" />
          <MyEmail uid="u2" />
        </>,
      ),
    );
    await act(async () => {});
    expect(fake.watchMyProfile).toHaveBeenCalledTimes(2);
    act(() => fake.profileObservers[0]?.next(profile('u1')));
    expect(screen.getAllByText('u1: u1@bem.demo')).toHaveLength(2);
    expect(screen.getByText('u2: memuat')).toBeInTheDocument();

    // Rendering again with equal parameters does not resubscribe.
    view.rerender(withBackend(fake.backend, <MyEmail uid="u1" />));
    await act(async () => {});
    expect(fake.watchMyProfile).toHaveBeenCalledTimes(2);
  });
});

describe('liveQueryKey', () => {
  it('is the topic alone without parameters, and stable whatever the order of fields', () => {
    expect(liveQueryKey(LIVE_TOPICS.users)).toBe('users');
    expect(liveQueryKey(LIVE_TOPICS.myProfile, 'u1')).toBe('profile/me?"u1"');
    expect(liveQueryKey(LIVE_TOPICS.users, { b: 1, a: 'x' })).toBe(
      liveQueryKey(LIVE_TOPICS.users, { a: 'x', b: 1 }),
    );
    expect(liveQueryKey(LIVE_TOPICS.myProfile, 'u1')).not.toBe(
      liveQueryKey(LIVE_TOPICS.myProfile, 'u2'),
    );
  });

  it('gives the value type of its topic', async () => {
    function FirstLabel() {
      // Typed FormField[] without a type argument: `.label` compiles.
      const fields = useLiveQuery(LIVE_TOPICS.formFields).value;
      return <p>{fields === undefined ? 'memuat' : (fields[0]?.label ?? 'tanpa pertanyaan')}</p>;
    }
    const backend = {
      berkas: {
        watchFormFields: (observer: LiveObserver<unknown[]>) => {
          observer.next([]);
          return () => {};
        },
      },
    } as unknown as Backend;
    render(withBackend(backend, <FirstLabel />));
    expect(await screen.findByText('tanpa pertanyaan')).toBeInTheDocument();
  });
});

/** Never called: `npm run typecheck` fails when one of these compiles. */
export function useRefusedByTheCompiler() {
  // @ts-expect-error a free string is no topic
  useLiveQuery('berkas-admin:form-fields');
  // @ts-expect-error the profile topic needs the user's id
  useLiveQuery(LIVE_TOPICS.myProfile);
  // @ts-expect-error a topic without parameters takes none
  useLiveQuery(LIVE_TOPICS.users, 'x');
}
