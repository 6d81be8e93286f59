import { Alert, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TaskState } from './use-trustee-task';

/**
 * Where a step's computation stands: the phase's label over a bar that moves phase by phase
 * (striped while the phase runs), or why it stopped. Announced politely (role=status).
 */
export function TaskProgress(props: { state: TaskState; sending?: string | null }) {
  const { state, sending } = props;
  if (sending)
    return (
      <Stack gap={6} role="status">
        <Text size="sm">{sending}</Text>
        <Progress value={100} animated striped aria-label={sending} />
      </Stack>
    );
  if (state.status === 'error')
    return (
      <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
        {state.message}
      </Alert>
    );
  if (state.status !== 'running') return null;
  // A phase counts as half done while it runs: the bar never sits still at 0.
  const value = Math.round(((state.done + 0.5) / Math.max(state.total, 1)) * 100);
  return (
    <Stack gap={6} role="status">
      <Text size="sm">{state.label}</Text>
      <Progress value={value} animated striped aria-label={state.label} />
    </Stack>
  );
}
