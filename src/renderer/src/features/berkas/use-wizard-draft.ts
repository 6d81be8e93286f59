import { useEffect, useState } from 'react';
import type { FormField } from '../../../../shared/berkas/form-fields';
import { browserStorage, clearDraft, readDraft, saveDraft } from './wizard-draft';
import { emptyAnswers, hasEntered, type WizardAnswers } from './wizard-state';

/**
 * The wizard's answers, started from the browser's draft and written back on every change while
 * `keeping` (until the submission is sent). The notice shows while a restored draft has answers
 * for today's fields and the visitor has not closed it or started over.
 */
export function useWizardDraft(fields: readonly FormField[] | undefined, keeping: boolean) {
  const [storage] = useState(browserStorage);
  const [restored] = useState(() => readDraft(storage));
  const [answers, setAnswers] = useState<WizardAnswers>(() => restored ?? emptyAnswers());
  const [noticeOpen, setNoticeOpen] = useState(true);

  useEffect(() => {
    // Before the fields are known a save could only drop the restored answers.
    if (fields && keeping) saveDraft(storage, fields, answers);
  }, [storage, fields, answers, keeping]);

  return {
    answers,
    setAnswers,
    restoredNotice:
      noticeOpen && restored !== null && fields !== undefined && hasEntered(fields, restored),
    closeNotice: () => setNoticeOpen(false),
    /** Sent: the draft has served its purpose. */
    clear: () => clearDraft(storage),
  };
}
