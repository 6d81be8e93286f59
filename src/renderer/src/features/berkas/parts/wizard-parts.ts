import { definePart } from './part';

/**
 * The wizard's pieces that its first step does not show, each its own chunk: the file inputs
 * (step 2 in the usual form), the review (step 3), the upload progress and the success view
 * (while and after sending, with the copy button's tooltip) and the leave dialog (a modal with
 * its focus trap and scroll lock).
 */
export const fileFieldPart = definePart(() =>
  import('../FileOrLinkInput').then((m) => m.FileOrLinkInput),
);

export const reviewStepPart = definePart(() => import('../ReviewStep').then((m) => m.ReviewStep));

export const uploadProgressPart = definePart(() =>
  import('../UploadProgress').then((m) => m.UploadProgress),
);

export const successViewPart = definePart(() =>
  import('../SuccessView').then((m) => m.SuccessView),
);

export const leaveConfirmPart = definePart(() =>
  import('../LeaveConfirmModal').then((m) => m.LeaveConfirmModal),
);
