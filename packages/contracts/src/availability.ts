import { z } from './zod';
import { AVAILABILITY_STATUSES } from './availability-status';

export const availabilityStatusSchema = z.enum(AVAILABILITY_STATUSES, {
  message: `Status must be one of: ${AVAILABILITY_STATUSES.join(', ')}.`,
});

/** Body of PUT /users/me/availability and answer of GET and PUT. */
export const availabilitySchema = z.object({ status: availabilityStatusSchema });
export type Availability = z.infer<typeof availabilitySchema>;
