import type { Tool } from '@electrobench/contracts/tools';
import { useApiGet } from '../../lib/use-api-get';

/**
 * The tool catalogue of packages/contracts as served by GET /tools/. Fetched rather than imported
 * because that module builds a zod schema on load, which would put zod into the home page's code.
 */
export function useTools() {
  return useApiGet<Tool[]>('/tools/');
}
