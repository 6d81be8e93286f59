import { Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from '../../ui/feedback/DialogActions';
import { useState, type ReactNode } from 'react';
import { ELECTION_LIMITS, EVOTING_MESSAGES } from '../../../../shared/evoting/election';
import { errorMessage } from '../../ui/admin-kit/admin-notify';
import { FormAlert } from '../../ui/forms/FormAlert';
import { PlainTextarea } from '../../ui/forms/PlainTextarea';

/**
 * "Tolak" with a reason (required), for an election request (the master admin) and a voter's
 * request to join (the committee): the question about `subject`, the reason, Batal and the red
 * button. The reason is kept with the decision and shown to whoever asked; nothing is deleted. A
 * new subject starts with an empty reason; a failure of `onConfirm` shows in the dialog.
 */
export function RejectReasonModal<Subject>(props: {
  subject: Subject | null;
  /** Tells subjects apart, so the reason typed for one is not offered for the next. */
  keyOf(subject: Subject): string;
  /** The dialog's title and its button: "Tolak Permintaan". */
  action: string;
  question(subject: Subject): ReactNode;
  maxRows: number;
  onClose(): void;
  onConfirm(subject: Subject, reason: string): Promise<void>;
}) {
  const { subject } = props;
  const key = subject === null ? null : props.keyOf(subject);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (key !== shownFor) {
    setShownFor(key);
    setReason('');
    setProblem(null);
    setError(null);
  }

  const confirm = async () => {
    if (subject === null) return;
    if (!reason.trim()) {
      setProblem(EVOTING_MESSAGES.reasonRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm(subject, reason.trim());
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={subject !== null} onClose={() => !busy && props.onClose()} title={props.action}>
      {subject !== null && (
        <Stack gap="md">
          <Text size="sm">{props.question(subject)}</Text>
          <PlainTextarea
            label="Alasan penolakan"
            required
            minRows={3}
            maxRows={props.maxRows}
            maxLength={ELECTION_LIMITS.reasonMax}
            value={reason}
            error={problem}
            errorProps={{ role: 'alert' }}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setProblem(null);
            }}
          />
          <FormAlert message={error} />
          <DialogActions
            busy={busy}
            onCancel={props.onClose}
            label={props.action}
            onConfirm={() => void confirm()}
            color="red"
          />
        </Stack>
      )}
    </Modal>
  );
}
