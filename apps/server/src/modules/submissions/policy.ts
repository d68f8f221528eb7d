import type { AuthUser } from '../../app-context';

type SubmissionAccess = { submitterId: number; status: string };

/** A submission is seen by its author and by admins; to anyone else it does not exist. */
export const canSeeSubmission = (user: AuthUser, s: SubmissionAccess): boolean =>
  user.isSuperuser || s.submitterId === user.id;

/** Only a pending proposal may change; once reviewed it is a record of what was decided. */
export const canEditSubmission = (user: AuthUser, s: SubmissionAccess): boolean =>
  canSeeSubmission(user, s) && s.status === 'pending';

export const canReview = (user: AuthUser): boolean => user.isSuperuser;

/** The list shows members their own proposals; admins see everyone's unless they ask for theirs. */
export const listsOnlyOwn = (user: AuthUser, mine: boolean): boolean => !user.isSuperuser || mine;
