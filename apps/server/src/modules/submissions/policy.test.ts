import { describe, expect, it } from 'vitest';
import { canEditSubmission, canReview, canSeeSubmission, listsOnlyOwn } from './policy';

const member = { id: 1, isSuperuser: false, sessionId: 's1' };
const other = { id: 2, isSuperuser: false, sessionId: 's2' };
const admin = { id: 3, isSuperuser: true, sessionId: 's3' };

describe('submission policy', () => {
  it('shows a submission to its author and admins only', () => {
    const s = { submitterId: 1, status: 'pending' };
    expect(canSeeSubmission(member, s)).toBe(true);
    expect(canSeeSubmission(admin, s)).toBe(true);
    expect(canSeeSubmission(other, s)).toBe(false);
  });
  it('allows edits only while pending', () => {
    expect(canEditSubmission(member, { submitterId: 1, status: 'pending' })).toBe(true);
    expect(canEditSubmission(member, { submitterId: 1, status: 'rejected' })).toBe(false);
    expect(canEditSubmission(other, { submitterId: 1, status: 'pending' })).toBe(false);
  });
  it('lets only admins review', () => {
    expect(canReview(admin)).toBe(true);
    expect(canReview(member)).toBe(false);
  });
  it('lists a member’s own proposals only, even when they ask for all', () => {
    expect(listsOnlyOwn(member, false)).toBe(true);
    expect(listsOnlyOwn(admin, false)).toBe(false);
    expect(listsOnlyOwn(admin, true)).toBe(true);
  });
});
