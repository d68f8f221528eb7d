import type { AdminDashboard } from '@electrobench/contracts/admin-dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export function useAdminDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => apiRequest<AdminDashboard>('/admin/dashboard'),
  });
}
