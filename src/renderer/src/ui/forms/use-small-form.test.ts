import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSmallForm } from './use-small-form';

const changeEvent = (value: string) => {
  const input = document.createElement('input');
  input.value = value;
  return { currentTarget: input, nativeEvent: new Event('change') };
};

describe('useSmallForm', () => {
  it('validates on submit only, then clears a field’s message when that field changes', () => {
    const sent = vi.fn();
    const { result } = renderHook(() =>
      useSmallForm({
        initialValues: { email: '', kode: '' },
        validate: {
          email: (value) => (value.trim() === '' ? 'Email wajib diisi.' : null),
          kode: (value) => (value.trim() === '' ? 'Kode wajib diisi.' : null),
        },
      }),
    );
    expect(result.current.getInputProps('email').error).toBeUndefined();

    const failed = vi.fn();
    act(() => result.current.onSubmit(sent, failed)());
    expect(sent).not.toHaveBeenCalled();
    expect(failed).toHaveBeenCalledWith({ email: 'Email wajib diisi.', kode: 'Kode wajib diisi.' });

    act(() => result.current.getInputProps('email').onChange(changeEvent('a@b.id')));
    expect(result.current.getInputProps('email')).toMatchObject({
      value: 'a@b.id',
      error: undefined,
    });
    expect(result.current.getInputProps('kode').error).toBe('Kode wajib diisi.');
  });

  it('is submitting while the handler’s promise runs, and hands it the values', async () => {
    let finish = () => {};
    const sent = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() =>
      useSmallForm({ initialValues: { email: 'a@b.id', terms: true }, validate: () => ({}) }),
    );
    act(() => result.current.onSubmit(sent)());
    expect(sent).toHaveBeenCalledWith({ email: 'a@b.id', terms: true });
    expect(result.current.submitting).toBe(true);
    await act(async () => finish());
    expect(result.current.submitting).toBe(false);
  });

  it('gives a checkbox `checked`, and keeps only the messages that say something', () => {
    const { result } = renderHook(() =>
      useSmallForm({ initialValues: { terms: false }, validate: () => ({}) }),
    );
    expect(result.current.getInputProps('terms', { type: 'checkbox' })).toMatchObject({
      checked: false,
    });
    act(() => result.current.setErrors({ terms: 'Setujui dulu.', other: '' }));
    expect(result.current.getInputProps('terms').error).toBe('Setujui dulu.');
    expect(result.current.validate()).toEqual({ hasErrors: false, errors: {} });
  });
});
