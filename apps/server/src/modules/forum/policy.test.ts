import { describe, expect, it } from 'vitest';
import {
  canAccept,
  canAddPoll,
  canDeletePost,
  canDeleteThread,
  canEditPost,
  canModerate,
  canReply,
  canVote,
  FORUM_DENIED,
  pollResultsVisible,
} from './policy';

const author = { id: 1, isSuperuser: false, sessionId: 's1' };
const other = { id: 2, isSuperuser: false, sessionId: 's2' };
const admin = { id: 3, isSuperuser: true, sessionId: 's3' };
const open = { authorId: 1, isLocked: false };
const locked = { authorId: 1, isLocked: true };
const reply = { authorId: 1, isDeleted: false, isFirstPost: false };
const othersReply = { authorId: 2, isDeleted: false, isFirstPost: false };
const question = { authorId: 1, isDeleted: false, isFirstPost: true };
const deleted = { authorId: 1, isDeleted: true, isFirstPost: false };

describe('forum policy', () => {
  it('lets only administrators lock, pin and manage categories', () => {
    expect(canModerate(admin)).toBeNull();
    expect(canModerate(author)).toBe(FORUM_DENIED.adminsOnly);
    expect(canModerate(null)).toBe(FORUM_DENIED.adminsOnly);
  });

  it('refuses replies in a locked thread except from administrators', () => {
    expect(canReply(other, open)).toBeNull();
    expect(canReply(author, locked)).toBe(FORUM_DENIED.locked);
    expect(canReply(admin, locked)).toBeNull();
  });

  it('lets the author edit an open thread’s post and administrators edit anything not deleted', () => {
    expect(canEditPost(author, open, reply)).toBeNull();
    expect(canEditPost(other, open, reply)).toBe(FORUM_DENIED.notYours);
    expect(canEditPost(author, locked, reply)).toBe(FORUM_DENIED.locked);
    expect(canEditPost(admin, locked, reply)).toBeNull();
    expect(canEditPost(admin, open, deleted)).toBe(FORUM_DENIED.deletedPost);
  });

  it('deletes replies by author or admin, never the first post alone', () => {
    expect(canDeletePost(author, open, reply)).toBeNull();
    expect(canDeletePost(other, open, reply)).toBe(FORUM_DENIED.notYours);
    expect(canDeletePost(admin, open, othersReply)).toBeNull();
    expect(canDeletePost(admin, open, question)).toBe(FORUM_DENIED.firstPost);
    expect(canDeletePost(author, open, deleted)).toBe(FORUM_DENIED.deletedPost);
  });

  it('lets the author delete a thread only while nobody else replied; admins always', () => {
    expect(canDeleteThread(author, open, false)).toBeNull();
    expect(canDeleteThread(author, open, true)).toBe(FORUM_DENIED.threadHasReplies);
    expect(canDeleteThread(other, open, false)).toBe(FORUM_DENIED.notYours);
    expect(canDeleteThread(admin, open, true)).toBeNull();
  });

  it('forbids voting on one’s own or a deleted post', () => {
    expect(canVote(other, reply)).toBeNull();
    expect(canVote(author, reply)).toBe(FORUM_DENIED.ownVote);
    expect(canVote(other, deleted)).toBe(FORUM_DENIED.deletedPost);
  });

  it('lets the thread author or an admin accept a live reply, not the question', () => {
    expect(canAccept(author, open, othersReply)).toBeNull();
    expect(canAccept(admin, open, othersReply)).toBeNull();
    expect(canAccept(other, open, othersReply)).toBe(FORUM_DENIED.acceptNotAllowed);
    expect(canAccept(author, open, question)).toBe(FORUM_DENIED.acceptFirstPost);
    expect(canAccept(author, open, deleted)).toBe(FORUM_DENIED.deletedPost);
  });

  it('lets a post’s author add a poll while the thread is open', () => {
    expect(canAddPoll(author, open, question)).toBeNull();
    expect(canAddPoll(other, open, question)).toBe(FORUM_DENIED.notYours);
    expect(canAddPoll(author, locked, question)).toBe(FORUM_DENIED.locked);
    expect(canAddPoll(admin, locked, question)).toBeNull();
  });

  it('shows poll results after voting or after the poll closed', () => {
    expect(pollResultsVisible(false, false)).toBe(false);
    expect(pollResultsVisible(true, false)).toBe(true);
    expect(pollResultsVisible(false, true)).toBe(true);
  });
});
