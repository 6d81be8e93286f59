import { Text } from '@mantine/core';
import type { FieldChange } from '../../../../shared/histori/record-changes';
import classes from './HistoriTable.module.css';

/**
 * What an edit changed, under its activity: one line per field, "Judul: Wisuda → Wisuda 2025",
 * the old value struck through so the direction reads at a glance (and is said by the arrow).
 */
export function HistoriChanges({ changes }: { changes: readonly FieldChange[] }) {
  return (
    <ul className={classes.changes} aria-label="Perubahan">
      {changes.map((change, index) => (
        <li key={`${change.field}-${index}`}>
          <Text size="xs" component="span" fw={600}>
            {change.field}:
          </Text>{' '}
          <Text size="xs" component="del" c="dimmed">
            {change.before}
          </Text>{' '}
          <Text size="xs" component="span" aria-label="menjadi">
            →
          </Text>{' '}
          <Text size="xs" component="ins" className={classes.after}>
            {change.after}
          </Text>
        </li>
      ))}
    </ul>
  );
}
