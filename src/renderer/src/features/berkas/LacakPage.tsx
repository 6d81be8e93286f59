import { Alert, Loader } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RESUBMISSION_MESSAGES } from '../../../../shared/berkas/resubmission';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import type { PublicTracking } from '../../../../shared/berkas/submission';
import { normaliseTicket, ticketPlaceholder } from '../../../../shared/berkas/ticket';
import { BackendError } from '../../backend/backend-error';
import { useBackend } from '../../backend/use-backend';
import { TicketSearchForm } from '../../ui/forms/TicketSearchForm';
import { BerkasPageFrame } from './BerkasPageFrame';
import { TICKET_REQUIRED_MESSAGE } from './tracking-labels';
import { LazyPart } from './parts/LazyPart';
import { trackingResultPart } from './parts/tracking-result-part';

const JAKARTA_YEAR = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Jakarta' });

type Lookup =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'found'; tracking: PublicTracking }
  | { state: 'failed'; message: string };

/** /layanan/berkaskm/lacak: SI-LAKAS. `?ticket=` fills the input and searches at once. */
export default function LacakPage() {
  const backend = useBackend();
  const [searchParams, setSearchParams] = useSearchParams();
  const ticketParam = searchParams.get('ticket') ?? '';
  const [input, setInput] = useState(ticketParam);
  const [inputError, setInputError] = useState<string | null>(null);
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [resubmitted, setResubmitted] = useState(false);
  // Only the newest lookup may write its answer; an older, slower one is ignored.
  const latest = useRef(0);
  const searched = useRef<string | null>(null);
  // The placeholder's example uses this year in Jakarta, fixed for the page's lifetime.
  // Intl rather than the portal's dayjs helpers: the search form alone does not load dayjs.
  const [year] = useState(() => Number(JAKARTA_YEAR.format(Date.now())));

  const search = useCallback(
    async (typed: string) => {
      const trimmed = typed.trim();
      if (!trimmed) {
        setInputError(TICKET_REQUIRED_MESSAGE);
        return;
      }
      setInputError(null);
      setResubmitted(false);
      const ticket = normaliseTicket(trimmed) ?? trimmed;
      searched.current = ticket;
      const id = ++latest.current;
      setLookup({ state: 'searching' });
      trackingResultPart.preload();
      try {
        const tracking = await (await backend).berkas.track(ticket);
        if (id === latest.current) setLookup({ state: 'found', tracking });
      } catch (caught) {
        if (id !== latest.current) return;
        const notFound = caught instanceof BackendError && caught.code === 'NOT_FOUND';
        setLookup({
          state: 'failed',
          message: notFound ? BERKAS_MESSAGES.ticketNotFound : BERKAS_MESSAGES.lookupFailed,
        });
      }
    },
    [backend],
  );

  useEffect(() => {
    const fromLink = normaliseTicket(ticketParam) ?? ticketParam.trim();
    if (!fromLink || fromLink === searched.current) return;
    setInput(ticketParam);
    void search(ticketParam);
  }, [ticketParam, search]);

  const submit = () => {
    const ticket = normaliseTicket(input) ?? input.trim();
    void search(input);
    // The address names the ticket, so the result can be shared or reloaded.
    if (ticket && ticket !== ticketParam) setSearchParams({ ticket }, { replace: true });
  };

  return (
    <BerkasPageFrame
      title="Lacak Berkas"
      subtitle="SI-LAKAS — lihat status dan progres verifikasi berkas dengan nomor tiket Anda."
    >
      <TicketSearchForm
        value={input}
        onChange={setInput}
        onSubmit={submit}
        placeholder={ticketPlaceholder(year)}
        // The result's code is fetched while the ticket is typed, not with the page.
        onFocus={trackingResultPart.preload}
        error={inputError}
        searching={lookup.state === 'searching'}
        submitLabel="Lacak"
      />
      {lookup.state === 'failed' && (
        <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {lookup.message}
        </Alert>
      )}
      {lookup.state === 'found' && (
        <>
          {resubmitted && (
            <Alert color="teal" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
              {RESUBMISSION_MESSAGES.sent}
            </Alert>
          )}
          <LazyPart
            part={trackingResultPart}
            fallback={<Loader aria-label="Memuat hasil pelacakan" />}
            props={{
              tracking: lookup.tracking,
              onResubmitted: (tracking: PublicTracking) => {
                setResubmitted(true);
                setLookup({ state: 'found', tracking });
              },
            }}
          />
        </>
      )}
    </BerkasPageFrame>
  );
}
