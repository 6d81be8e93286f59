import type { RequestStatus } from '../../../../shared/evoting/election';

/** A request's decision as the requester and the master read it. */
export const REQUEST_STATUS_LABELS: Readonly<Record<RequestStatus, string>> = {
  menunggu: 'Menunggu Persetujuan',
  disetujui: 'Disetujui',
  ditolak: 'Ditolak',
};

export const REQUEST_STATUS_COLOURS: Readonly<Record<RequestStatus, string>> = {
  menunggu: 'yellow',
  disetujui: 'green',
  ditolak: 'red',
};

/** The committee area of an election, and its pages (SPEC.md §2). */
export const panitiaPath = (eventId: string, page = 'ringkasan'): string =>
  `/panitia/${encodeURIComponent(eventId)}/${page}`;
