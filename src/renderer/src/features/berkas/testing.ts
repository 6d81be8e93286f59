// Fakes for the berkas component tests (not part of the app).
import type { FormField, FormFieldInput } from '../../../../shared/berkas/form-fields';
import type { PublicTracking } from '../../../../shared/berkas/submission';
import type { Backend } from '../../backend/contract';
import { fakeAuthBackend } from '../accounts/testing';

const notFaked = (name: string) => () => Promise.reject(new Error(`${name} is not faked`));

export function fakeField(
  overrides: Partial<FormField> & Pick<FormFieldInput, 'fieldName'>,
): FormField {
  return {
    id: overrides.fieldName,
    position: 0,
    label: overrides.fieldName,
    type: 'text',
    placeholder: '',
    required: false,
    step: 1,
    options: [],
    defaultValue: '',
    ...overrides,
  };
}

export function fakeBerkasBackend(overrides: Partial<Backend['berkas']> = {}): Partial<Backend> {
  return {
    // Nobody signed in: the public pages.
    ...fakeAuthBackend(),
    berkas: {
      watchFormFields: () => () => undefined,
      submit: notFaked('submit'),
      track: notFaked('track'),
      openRevision: notFaked('openRevision'),
      resubmit: notFaked('resubmit'),
      ...overrides,
    },
  };
}

export function fakeTracking(overrides: Partial<PublicTracking> = {}): PublicTracking {
  const waiting = { status: 'menunggu' as const, updatedAt: null, catatan: null };
  return {
    ticketId: 'BEM-2026-00001',
    namaKegiatan: 'Seminar Keselamatan Radiasi',
    penyelenggara: 'HIMA Teknokimia Nuklir',
    currentStatus: 'Diajukan',
    verifiers: { sekjend: waiting, kemendagri: waiting, kemenkeu: waiting, banggar: waiting },
    finalResponse: null,
    createdAt: '2026-11-20T03:00:00.000Z',
    updatedAt: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}
