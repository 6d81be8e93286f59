import { Alert, Stack } from '@mantine/core';
import { SectionPanel } from '../../ui/SectionPanel';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { HolderBooking } from '../../../../shared/sc/booking';
import { CodeSearchForm } from './CodeSearchForm';
import { HolderSummary } from './HolderSummary';
import type { Lookup } from './use-booking-lookup';

/**
 * The code search of /pinjam-sc/kelola and /pinjam-sc/absensi with what it answers: the refusal,
 * or the booking's summary followed by the page's own actions (`children`).
 */
export function BookingLookupView(props: {
  lookup: Lookup;
  inputError: string | null;
  initial?: string | undefined;
  onSearch(typed: string): void;
  children(found: { kode: string; booking: HolderBooking }): ReactNode;
}) {
  const { lookup } = props;
  return (
    <>
      <CodeSearchForm
        initial={props.initial}
        searching={lookup.state === 'searching'}
        error={props.inputError}
        onSearch={props.onSearch}
      />
      {lookup.state === 'failed' && (
        <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {lookup.message}
        </Alert>
      )}
      {lookup.state === 'found' && (
        <SectionPanel aria-label="Detail peminjaman">
          <Stack gap="md">
            <HolderSummary kode={lookup.kode} booking={lookup.booking} />
            {props.children(lookup)}
          </Stack>
        </SectionPanel>
      )}
    </>
  );
}
