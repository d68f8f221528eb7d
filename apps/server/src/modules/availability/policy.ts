import {
  AVAILABILITY_STATUSES,
  DEFAULT_AVAILABILITY,
  type AvailabilityStatus,
} from '@electrobench/contracts/availability-status';

/**
 * A member sets only their own presence (the routes work on /users/me). What others see: the
 * stored value, except that a deleted or deactivated account always shows 'away'.
 */
export function shownAvailability(member: {
  availability: string;
  deletedAt: Date | null;
  isActive: boolean;
}): AvailabilityStatus {
  if (member.deletedAt !== null || !member.isActive) return 'away';
  return (AVAILABILITY_STATUSES as readonly string[]).includes(member.availability)
    ? (member.availability as AvailabilityStatus)
    : DEFAULT_AVAILABILITY;
}
