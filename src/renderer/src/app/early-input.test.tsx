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

interface Choice {
  ministry: string;
  terms: boolean;
  kind: string;
}

function ChoiceForm(props: { onSend: (choice: Choice) => void }) {
  const [ministry, setMinistry] = useState('');
  const [terms, setTerms] = useState(false);
  const [kind, setKind] = useState('HIMA');
  const send = (event: FormEvent) => {
    event.preventDefault();
    props.onSend({ ministry, terms, kind });
  };
  return (
    <form onSubmit={send}>
      <select
        aria-label="Kementerian"
        value={ministry}
        onChange={(event) => setMinistry(event.target.value)}
      >
        <option value="">Pilih kementerian</option>
        <option value="Sekretariat Jenderal">Sekretariat Jenderal</option>
      </select>
      <input
        type="checkbox"
        aria-label="Setuju"
        checked={terms}
        onChange={(event) => setTerms(event.target.checked)}
      />
      {['HIMA', 'UKM'].map((value) => (
        <input
          key={value}
          type="radio"
          name="kind"
          aria-label={value}
          value={value}
          checked={kind === value}
          onChange={() => setKind(value)}
        />
      ))}
      <button type="submit">Daftar</button>
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

  it('gives back a choice in a select, a ticked box and a chosen radio made before hydration', async () => {
    const onSend = vi.fn();
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = renderToString(<ChoiceForm onSend={onSend} />);
    // The visitor chooses, ticks and presses Daftar while the scripts are still on their way.
    root.querySelector('select')!.value = 'Sekretariat Jenderal';
    root.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
    root.querySelector<HTMLInputElement>('input[value=UKM]')!.checked = true;
    (window as unknown as Record<string, unknown>).bemHeldSubmit = root.querySelector('button');
    delete (window as unknown as Record<string, unknown>).bemReady;

    await act(async () => {
      hydrateRoot(
        root,
        <>
          <ChoiceForm onSend={onSend} />
          <AfterHydration onDone={() => replayEarlyInput(root)} />
        </>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));

    expect(onSend).toHaveBeenCalledExactlyOnceWith({
      ministry: 'Sekretariat Jenderal',
      terms: true,
      kind: 'UKM',
    });
    root.remove();
  });
  it('makes again a click on a button held before hydration', async () => {
    const onOpen = vi.fn();
    const root = document.createElement('div');
    document.body.append(root);
    const Menu = () => (
      <button type="button" onClick={onOpen}>
        Buka menu navigasi
      </button>
    );
    root.innerHTML = renderToString(<Menu />);
    // The visitor taps the menu while the scripts are still on their way.
    (window as unknown as Record<string, unknown>).bemHeldClick = root.querySelector('button');
    delete (window as unknown as Record<string, unknown>).bemReady;

    await act(async () => {
      hydrateRoot(
        root,
        <>
          <Menu />
          <AfterHydration onDone={() => replayEarlyInput(root)} />
        </>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));

    expect(onOpen).toHaveBeenCalledOnce();
    expect((window as unknown as Record<string, unknown>).bemHeldClick).toBeUndefined();
    root.remove();
  });
});
