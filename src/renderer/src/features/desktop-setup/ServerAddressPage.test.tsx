import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SetServerAddressResult } from '../../../../shared/platform';
import { SERVER_ADDRESS_MESSAGES } from '../../../../shared/server-address';
import { render, screen, userEvent } from '../../test/render';
import ServerAddressPage from './ServerAddressPage';

const reload = vi.fn();
const originalLocation = window.location;

beforeEach(() => {
  reload.mockReset();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...originalLocation, reload },
  });
});

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
});

function setup(
  answer: SetServerAddressResult | Promise<SetServerAddressResult> = {
    ok: true,
    origin: 'https://portal.contoh.ac.id',
  },
  props: { current?: string | null; onCancel?: () => void } = {},
) {
  const set = vi.fn(() => Promise.resolve(answer));
  render(
    <ServerAddressPage
      serverAddress={{ set }}
      current={props.current ?? null}
      onCancel={props.onCancel}
    />,
  );
  return {
    set,
    user: userEvent.setup(),
    field: screen.getByRole('textbox', { name: /Alamat server/ }),
  };
}

const submit = () => screen.getByRole('button', { name: 'Periksa dan Simpan' });

describe('ServerAddressPage', () => {
  it('explains itself and starts empty on the first run, with no way back', () => {
    const { field } = setup();
    expect(screen.getByRole('heading', { name: 'Alamat Server Portal' })).toBeInTheDocument();
    expect(screen.getByText(/Alamat ini disimpan di komputer ini/)).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('placeholder', 'https://portal.bem-poltek-nuklir.ac.id');
    expect(screen.queryByRole('button', { name: 'Batal' })).not.toBeInTheDocument();
  });

  it('refuses an address it can already tell is wrong, without asking main', async () => {
    const { set, user, field } = setup();
    await user.type(field, 'http://portal.contoh.ac.id');
    await user.click(submit());
    expect(field).toHaveAccessibleDescription(SERVER_ADDRESS_MESSAGES.insecure);
    await user.clear(field);
    await user.click(submit());
    expect(field).toHaveAccessibleDescription(SERVER_ADDRESS_MESSAGES['invalid-url']);
    expect(set).not.toHaveBeenCalled();
  });

  it.each(['unreachable', 'not-portal', 'invalid-url', 'insecure', 'blocked'] as const)(
    'says why main did not accept the server (%s)',
    async (reason) => {
      const { set, user, field } = setup({ ok: false, reason });
      await user.type(field, 'portal.contoh.ac.id');
      await user.click(submit());
      expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_ADDRESS_MESSAGES[reason]);
      expect(set).toHaveBeenCalledWith('https://portal.contoh.ac.id');
      expect(reload).not.toHaveBeenCalled();
      expect(submit()).toBeEnabled();
    },
  );

  it('shows that it is checking, then restarts the app on the new server', async () => {
    let answer: (result: SetServerAddressResult) => void = () => undefined;
    const { user, field } = setup(new Promise((resolve) => (answer = resolve)));
    await user.type(field, 'https://portal.contoh.ac.id/login');
    await user.click(submit());
    expect(submit()).toHaveAttribute('data-loading', 'true');
    answer({ ok: true, origin: 'https://portal.contoh.ac.id' });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('when changing, starts from the current address and can go back', async () => {
    const onCancel = vi.fn();
    const { user, field } = setup(undefined, {
      current: 'https://lama.contoh.ac.id',
      onCancel,
    });
    expect(field).toHaveValue('https://lama.contoh.ac.id');
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
