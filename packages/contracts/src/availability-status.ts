// The availability values and their socket event, free of zod so the web app's shell (the status
// dot in the navbar) can use them without loading the schema library.

/** A member's presence (the status dot). Stored on the account; 'busy' mutes notification sounds. */
export const AVAILABILITY_STATUSES = ['available', 'busy', 'away'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export const DEFAULT_AVAILABILITY: AvailabilityStatus = 'available';

/** Sent over /ws/notifications to every socket of the member whose status changed. */
export const REALTIME_AVAILABILITY_CHANGED = 'availability_status_changed';
