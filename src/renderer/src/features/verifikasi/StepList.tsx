import { Badge, Group, Text } from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import type {
  StepStatus,
  VerificationStep,
} from '../../../../shared/evoting/belenios/verify-record';
import { VERIFIKASI_TEXT as T } from './verifikasi-text';

/** Each outcome by its word and an icon, not by colour alone. */
const OUTCOME: Record<StepStatus, { color: string; Icon: typeof IconCheck }> = {
  ok: { color: 'teal', Icon: IconCheck },
  failed: { color: 'red', Icon: IconX },
  skipped: { color: 'gray', Icon: IconMinus },
};

/** Every step of the verification in order, with its outcome and, when not passed, why. */
export function StepList(props: { steps: readonly VerificationStep[] }) {
  return (
    <ol aria-label={T.stepsLabel} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {props.steps.map((step) => {
        const { color, Icon } = OUTCOME[step.status];
        return (
          <li
            key={step.id}
            data-step={step.id}
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" py="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={500}>{step.label}</Text>
                {step.reason && (
                  <Text
                    size="sm"
                    c={step.status === 'failed' ? 'red.9' : 'dimmed'}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {step.reason}
                  </Text>
                )}
              </div>
              <Badge
                color={color}
                variant="light"
                size="lg"
                leftSection={<Icon size={14} aria-hidden />}
              >
                {T.badge[step.status]}
              </Badge>
            </Group>
          </li>
        );
      })}
    </ol>
  );
}
