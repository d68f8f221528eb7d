import type { ServiceStatus } from '@electrobench/contracts/service-status';

/** The service as a whole is up only when every part is; one degraded part degrades the whole. */
export function overallStatus(services: ServiceStatus[]): ServiceStatus['status'] {
  return services.every((s) => s.status === 'up') ? 'up' : 'degraded';
}

/** Mail only to the local outbox is fine on a workstation and a fault in production. */
export function outboxMailState(production: boolean): ServiceStatus['status'] {
  return production ? 'degraded' : 'up';
}
