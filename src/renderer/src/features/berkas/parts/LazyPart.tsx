import { Alert, Button, Text } from '@mantine/core';
import { Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { PAGE_LOAD_ERROR } from '../../../ui/feedback/PageLoadError';
import type { Part } from './part';

/**
 * Renders a part behind `fallback` while its chunk downloads. On a server-rendered page React
 * keeps the server's HTML for the part until the chunk is there, so the fallback is only seen
 * when the part appears later in the browser. A failed download shows the page error's text with
 * "Coba Lagi", which asks for the chunk again.
 */
export function LazyPart<P extends object>(props: {
  part: Part<P>;
  props: P;
  fallback?: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallbackRender={() => (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm" mb="sm">
            {PAGE_LOAD_ERROR.failed}
          </Text>
          <Button
            size="compact-sm"
            color="red"
            onClick={() => {
              props.part.component(true);
              setAttempt((n) => n + 1);
            }}
          >
            {PAGE_LOAD_ERROR.retry}
          </Button>
        </Alert>
      )}
    >
      <Suspense fallback={props.fallback ?? null}>
        <PartSlot part={props.part} props={props.props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function PartSlot<P extends object>(props: { part: Part<P>; props: P }) {
  const Component = props.part.component();
  // The component is kept by the part, so its identity is stable across renders.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...props.props} />;
}
