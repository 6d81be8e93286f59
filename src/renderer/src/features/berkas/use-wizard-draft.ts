import { useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import type { FormField } from '../../../../shared/berkas/form-fields';
import { browserStorage, clearDraft, readDraft, saveDraft } from './wizard-draft';
import { emptyAnswers, hasEntered, type WizardAnswers } from './wizard-state';

/**
 * The wizard's answers, started from the browser's draft and written back on every change while
 * `keeping` (until the submission is sent). The draft is read only after hydration: the server's
 * HTML has no draft, and a hydrating render that differed would make React throw that HTML away. The notice shows while a restored draft has answers
 * for today's fields and the visitor has not closed it or started over.
 */
export function useWizardDraft(fields: readonly FormField[] | undefined, keeping: boolean) {
  const [storage] = useState(browserStorage);
  // undefined until the draft has been read; null when there was none.
  const [restored, setRestored] = useState<WizardAnswers | null | undefined>(undefined);
  const [answers, setAnswers] = useState<WizardAnswers>(emptyAnswers);
  const [noticeOpen, setNoticeOpen] = useState(true);

  // Read once the page is the browser's (state adjusted during render, as React recommends): the
  // re-render comes before paint, so a visitor never sees the empty form first.
  const hydrated = useHydrated();
  if (hydrated && restored === undefined) {
    const draft = readDraft(storage);
    setRestored(draft);
    if (draft) setAnswers(draft);
  }

  useEffect(() => {
    // Before the draft is read, or the fields are known, a save could only drop its answers.
    if (restored !== undefined && fields && keeping) saveDraft(storage, fields, answers);
  }, [storage, fields, answers, keeping, restored]);

  return {
    answers,
    setAnswers,
    restoredNotice:
      noticeOpen && !!restored && fields !== undefined && hasEntered(fields, restored),
    closeNotice: () => setNoticeOpen(false),
    /** Sent: the draft has served its purpose. */
    clear: () => clearDraft(storage),
  };
}
