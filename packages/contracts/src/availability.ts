import { z } from 'zod';

/** A member's presence (the status dot). Stored on the account; 'busy' mutes notification sounds. */
export const AVAILABILITY_STATUSES = ['available', 'busy', 'away'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export const DEFAULT_AVAILABILITY: AvailabilityStatus = 'available';

export const availabilityStatusSchema = z.enum(AVAILABILITY_STATUSES, {
  message: `Status must be one of: ${AVAILABILITY_STATUSES.join(', ')}.`,
});

/** Body of PUT /users/me/availability and answer of GET and PUT. */
export const availabilitySchema = z.object({ status: availabilityStatusSchema });
export type Availability = z.infer<typeof availabilitySchema>;

/** Sent over /ws/notifications to every socket of the member whose status changed. */
export const REALTIME_AVAILABILITY_CHANGED = 'availability_status_changed';
