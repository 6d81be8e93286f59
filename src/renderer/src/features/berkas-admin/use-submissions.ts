import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../../shared/limits';
import type { SubmissionStatus } from '../../../../shared/berkas/status';
import type { Submission } from '../../../../shared/berkas/submission';
import type { StatusCounts } from '../../../../shared/berkas/work-queue';
import type { BackendError } from '../../backend/backend-error';
import type { Backend } from '../../backend/contract';
import { useBackend } from '../../backend/use-backend';
import { errorMessage } from './berkas-admin-ui';

/**
 * A counter bumped on every `watchChanges` tick: whatever depends on it re-reads. Two admins see
 * each other's actions as soon as the server announces them.
 */
export function useChangeTicks(): number {
  const backend = useBackend();
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void backend.then((b) => {
      if (cancelled) return;
      stop = b.berkasAdmin.watchChanges({
        next: () => setTicks((n) => n + 1),
        error: (_error: BackendError) => {
          // The backend keeps trying and ticks again when it is back.
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [backend]);
  return ticks;
}

export interface SubmissionQuery {
  status: SubmissionStatus | undefined;
  search: string;
}

export interface SubmissionsState {
  items: Submission[];
  total: number;
  loading: boolean;
  error: string | null;
  limit: number;
  loadMore(): void;
}

/** The panel's list: newest first (the server orders it), 10 at a time, re-read on every tick. */
export function useSubmissions(query: SubmissionQuery, ticks: number): SubmissionsState {
  const backend = useBackend();
  const [limit, setLimit] = useState<number>(LIMITS.adminListPageSize);
  const [result, setResult] = useState<{ items: Submission[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The query whose answer (or error) is shown; loading while it differs from the current one.
  const [settled, setSettled] = useState<string | null>(null);
  const request = useRef(0);
  const { status, search } = query;

  // A new filter or search starts again from the first page.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery.status !== status || shownQuery.search !== search) {
    setShownQuery({ status, search });
    setLimit(LIMITS.adminListPageSize);
  }

  const queryKey = JSON.stringify([status ?? null, search, limit, ticks]);
  useEffect(() => {
    const id = ++request.current;
    const key = JSON.stringify([status ?? null, search, limit, ticks]);
    const filter = {
      limit,
      ...(status ? { status } : {}),
      ...(search.trim() ? { search: search.trim() } : {}),
    };
    backend
      .then((b) => b.berkasAdmin.list(filter))
      .then(
        (answer) => {
          if (id !== request.current) return;
          setResult(answer);
          setError(null);
          setSettled(key);
        },
        (e: unknown) => {
          if (id !== request.current) return;
          setError(errorMessage(e));
          setSettled(key);
        },
      );
  }, [backend, status, search, limit, ticks]);

  return {
    items: result?.items ?? [],
    total: result?.total ?? 0,
    loading: settled !== queryKey,
    error,
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
  const backend = useBackend();
  const [counts, setCounts] = useState<StatusCounts | null>(null);
  const request = useRef(0);
  useEffect(() => {
    const id = ++request.current;
    backend
      .then((b) => b.berkasAdmin.counts(search.trim() ? { search: search.trim() } : {}))
      .then(
        (answer) => id === request.current && setCounts(answer),
        () => id === request.current && setCounts(null),
      );
  }, [backend, search, ticks]);
  return counts;
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
