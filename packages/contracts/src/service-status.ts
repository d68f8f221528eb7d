import { z } from './zod';

/** GET /status: the service's own health for the public /status page. */
export const SERVICE_NAMES = ['api', 'database', 'realtime', 'mail', 'weather'] as const;
export const serviceStateSchema = z.enum(['up', 'degraded']);
export const serviceStatusSchema = z.object({
  name: z.enum(SERVICE_NAMES),
  status: serviceStateSchema,
  message: z.string(),
});
export const serviceHealthSchema = z.object({
  status: serviceStateSchema,
  checked_at: z.string(),
  services: z.array(serviceStatusSchema),
});
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;
