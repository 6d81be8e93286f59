import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../../shared/limits';
import { LIVE_TOPICS } from '../../../../shared/live';
import type { SubmissionStatus } from '../../../../shared/berkas/status';
import type { Submission } from '../../../../shared/berkas/submission';
import type { StatusCounts } from '../../../../shared/berkas/work-queue';
import type { BackendError } from '../../backend/backend-error';
import type { Backend } from '../../backend/contract';
import { useBackend } from '../../backend/use-backend';
import { useBackendQuery } from '../../backend/use-backend-query';
import { useLiveQuery } from '../../backend/use-live-query';
import { errorMessage } from './berkas-admin-ui';

/**
 * A counter bumped on every snapshot of the submissions' change topic: whatever depends on it
 * re-reads. Two admins see each other's actions as soon as the server announces them.
 */
export function useChangeTicks(): number {
  // Each snapshot is a new object, so a counter of the objects seen counts the changes (the
  // version itself may start again with the server). An interruption keeps the last snapshot;
  // the backend keeps trying and ticks again when it is back.
  const { value } = useLiveQuery(LIVE_TOPICS.submissions);
  const [seen, setSeen] = useState({ value, ticks: 0 });
  if (seen.value !== value) setSeen({ value, ticks: seen.ticks + 1 });
  return seen.value === value ? seen.ticks : seen.ticks + 1;
}

export interface SubmissionQuery {
  status: SubmissionStatus | undefined;
  search: string;
}

export interface SubmissionsState {
  items: Submission[];
  total: number;
  loading: boolean;
  error: BackendError | undefined;
  limit: number;
  loadMore(): void;
}

/** The panel's list: newest first (the server orders it), 10 at a time, re-read on every tick. */
export function useSubmissions(query: SubmissionQuery, ticks: number): SubmissionsState {
  const [limit, setLimit] = useState<number>(LIMITS.adminListPageSize);
  const { status, search } = query;

  // A new filter or search starts again from the first page.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery.status !== status || shownQuery.search !== search) {
    setShownQuery({ status, search });
    setLimit(LIMITS.adminListPageSize);
  }

  const list = useBackendQuery(
    [status ?? null, search.trim(), limit, ticks],
    (b, [status, search, limit]) =>
      b.berkasAdmin.list({
        limit,
        ...(status ? { status } : {}),
        ...(search ? { search } : {}),
      }),
  );

  return {
    items: list.value?.items ?? [],
    total: list.value?.total ?? 0,
    loading: list.loading,
    error: list.error,
    limit,
    loadMore: () => setLimit((n) => n + LIMITS.adminListPageSize),
  };
}

/**
 * The count on each filter (from the backend, within the current search), re-read on every tick.
 * null until the first answer; the last answer stays shown while a new one is read, and a failure
 * only leaves the counts out (the list shows its own error).
 */
export function useSubmissionCounts(search: string, ticks: number): StatusCounts | null {
  const counts = useBackendQuery([search.trim(), ticks], (b, [search]) =>
    b.berkasAdmin.counts(search ? { search } : {}),
  );
  return counts.error ? null : (counts.value ?? null);
}

export type SubmissionDetail = Awaited<ReturnType<Backend['berkasAdmin']['detail']>>;

/** One submission with its history, re-read on every tick and after the user's own actions. */
export function useSubmissionDetail(id: string | null, ticks: number) {
  const backend = useBackend();
  const [detail, setDetail] = useState<SubmissionDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const request = useRef(0);

  const [shownId, setShownId] = useState(id);
  if (shownId !== id) {
    setShownId(id);
    setDetail(null);
    setError(null);
  }

  useEffect(() => {
    if (!id) return;
    const current = ++request.current;
    backend
      .then((b) => b.berkasAdmin.detail(id))
      .then(
        (answer) => {
          if (current !== request.current) return;
          setDetail(answer);
          setError(null);
        },
        (e: unknown) => {
          if (current === request.current) setError(errorMessage(e));
        },
      );
  }, [backend, id, ticks, reloads]);

  return { detail, error, reload: () => setReloads((n) => n + 1) };
}
