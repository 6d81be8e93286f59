import { act, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AfterHydration } from './AfterHydration';
import { replayEarlyInput } from './early-input';

function SignInForm(props: { onSend: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    props.onSend(email);
  };
  return (
    <form onSubmit={send}>
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit">Masuk</button>
    </form>
  );
}

// act() outside Testing Library: React must know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('replayEarlyInput', () => {
  it('gives the app what was typed before hydration and sends the held submit', async () => {
    const onSend = vi.fn();
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = renderToString(<SignInForm onSend={onSend} />);
    // The visitor types and presses Masuk while the scripts are still on their way.
    root.querySelector('input')!.value = 'master@bem.test';
    (window as unknown as Record<string, unknown>).bemHeldSubmit = root.querySelector('button');

    await act(async () => {
      hydrateRoot(
        root,
        <>
          <SignInForm onSend={onSend} />
          <AfterHydration onDone={() => replayEarlyInput(root)} />
        </>,
      );
    });
    // The held submit goes out a task after the replayed values.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));

    expect(onSend).toHaveBeenCalledExactlyOnceWith('master@bem.test');
    expect((window as unknown as Record<string, unknown>).bemReady).toBe(true);
    root.remove();
  });
});
