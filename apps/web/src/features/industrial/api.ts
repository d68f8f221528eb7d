import type {
  Cia402Faults,
  DriveFaultList,
  DriveManufacturerList,
  DriveModelList,
  DriveSearchResult,
  DriveTypeItem,
} from '@electrobench/contracts/drives';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

// Reference data changes only with a deploy, so it never needs refetching during a visit.
const STATIC = { staleTime: Infinity } as const;
const seg = encodeURIComponent;

export function useDriveTypes() {
  return useQuery({
    queryKey: ['drives', 'types'],
    queryFn: () => apiRequest<DriveTypeItem[]>('/drives/types'),
    ...STATIC,
  });
}

export function useDriveManufacturers(type: string) {
  return useQuery({
    queryKey: ['drives', 'manufacturers', type],
    queryFn: () => apiRequest<DriveManufacturerList>(`/drives/manufacturers/${seg(type)}`),
    ...STATIC,
  });
}

export function useDriveModels(type: string, manufacturer: string) {
  return useQuery({
    queryKey: ['drives', 'models', type, manufacturer],
    queryFn: () => apiRequest<DriveModelList>(`/drives/models/${seg(type)}/${seg(manufacturer)}`),
    ...STATIC,
  });
}

export function useDriveFaults(type: string, manufacturer: string, model: string) {
  return useQuery({
    queryKey: ['drives', 'faults', type, manufacturer, model],
    queryFn: () =>
      apiRequest<DriveFaultList>(`/drives/faults/${seg(type)}/${seg(manufacturer)}/${seg(model)}`),
    ...STATIC,
  });
}

export function useDriveSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['drives', 'search', q],
    queryFn: ({ signal }) =>
      apiRequest<DriveSearchResult>('/drives/search', { query: { q, limit: 50 }, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    ...STATIC,
  });
}

export function useCia402Faults(cia402Class: string | null) {
  return useQuery({
    queryKey: ['drives', 'cia402', cia402Class],
    queryFn: () => apiRequest<Cia402Faults>(`/drives/cia402/${seg(cia402Class ?? '')}`),
    enabled: cia402Class !== null,
    ...STATIC,
  });
}
