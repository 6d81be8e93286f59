import { Alert, Box, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export const ASYNC_CONTENT_TEXTS = {
  retry: 'Coba Lagi',
  unexpected: 'Terjadi kesalahan. Silakan coba lagi.',
} as const;

export interface AsyncContentProps<T> {
  /** The data; undefined until the first answer. */
  value: T | undefined;
  /**
   * Why it failed (a BackendError's message is Indonesian). Without a value it takes the place of
   * the content; with one, it shows above the last value.
   */
  error?: { message: string } | null | undefined;
  /** The error alert's title: "Daftar akun tidak dapat dimuat". */
  errorTitle: string;
  /** A "Coba Lagi" button in the error alert. */
  onRetry?: (() => void) | undefined;
  /** What the loading state says: "Memuat daftar akun". */
  loadingLabel: string;
  /** A placeholder shaped like the content (a Skeleton); a spinner with the label otherwise. */
  loader?: ReactNode;
  /** Shown instead of the content when the value holds nothing (an empty list by default). */
  empty?: string | undefined;
  isEmpty?: ((value: T) => boolean) | undefined;
  /** A newer answer is being read while the value is shown: the content is marked aria-busy. */
  refreshing?: boolean | undefined;
  children(value: T): ReactNode;
}

/** The error state alone, for a page whose loading and content are its own: role=alert. */
export function LoadError(props: {
  title: string;
  error: { message: string };
  onRetry?: (() => void) | undefined;
}) {
  return (
    <Alert color="red" title={props.title}>
      <Text size="sm">{props.error.message || ASYNC_CONTENT_TEXTS.unexpected}</Text>
      {props.onRetry && (
        <Button mt="sm" size="xs" variant="light" color="red" onClick={props.onRetry}>
          {ASYNC_CONTENT_TEXTS.retry}
        </Button>
      )}
    </Alert>
  );
}

const emptyList = (value: unknown): boolean => Array.isArray(value) && value.length === 0;

/**
 * The four states of data read from the Backend, the same on every page: loading (role=status),
 * error (role=alert, with a retry where one makes sense), empty (a given text) and the content.
 */
export function AsyncContent<T>(props: AsyncContentProps<T>) {
  const { value, error } = props;
  const alert = error ? (
    <LoadError title={props.errorTitle} error={error} onRetry={props.onRetry} />
  ) : null;

  if (value === undefined) {
    if (alert) return alert;
    return props.loader ? (
      <Box role="status" aria-label={props.loadingLabel} aria-busy>
        {props.loader}
      </Box>
    ) : (
      <Center py="xl">
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed" size="sm">
            {props.loadingLabel}…
          </Text>
        </Group>
      </Center>
    );
  }

  const empty = props.empty !== undefined && (props.isEmpty ?? emptyList)(value);
  const content = empty ? (
    <Text c="dimmed" ta="center" py="xl">
      {props.empty}
    </Text>
  ) : (
    props.children(value)
  );
  return (
    <>
      {alert}
      {/* Wrapped whenever the page tracks refreshing, so toggling it never remounts the content. */}
      {props.refreshing === undefined ? content : <Box aria-busy={props.refreshing}>{content}</Box>}
    </>
  );
}
