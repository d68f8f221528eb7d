import type {
  LookupResult,
  Soa,
  Transistor,
  TransistorParam,
  TransistorSearchResult,
  XrefResult,
} from '@electrobench/contracts/transistors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryTransistor, transistorGet } from './transistor-client';

// Catalogue data changes only when an admin imports; a visit can keep what it fetched.
const REFERENCE = { staleTime: 5 * 60_000, retry: retryTransistor } as const;
const seg = encodeURIComponent;

export function useTransistorParams() {
  return useQuery({
    queryKey: ['transistors', 'params'],
    queryFn: ({ signal }) => transistorGet<TransistorParam[]>('/transistor-xref/params', undefined, signal),
    ...REFERENCE,
    staleTime: Infinity,
  });
}

/** Empty values are dropped before the request (SPEC section 5). */
export function useTransistorSearch(query: Record<string, string>, enabled: boolean) {
  const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v.trim() !== ''));
  return useQuery({
    queryKey: ['transistors', 'search', clean],
    queryFn: ({ signal }) => transistorGet<TransistorSearchResult>('/transistor-xref/search', clean, signal),
    enabled,
    placeholderData: keepPreviousData,
    ...REFERENCE,
  });
}

export function useTransistorLookup(text: string) {
  const mpn = text.trim();
  return useQuery({
    queryKey: ['transistors', 'lookup', mpn.toUpperCase()],
    queryFn: ({ signal }) =>
      transistorGet<LookupResult>(`/transistor-xref/lookup/${seg(mpn)}`, { limit: 8 }, signal),
    enabled: mpn.length >= 2,
    placeholderData: keepPreviousData,
    ...REFERENCE,
  });
}

export function useTransistorPart(mpn: string) {
  return useQuery({
    queryKey: ['transistors', 'part', mpn.toUpperCase()],
    queryFn: ({ signal }) =>
      transistorGet<Transistor>(`/transistor-xref/part/${seg(mpn)}`, undefined, signal),
    enabled: mpn !== '',
    ...REFERENCE,
  });
}

export function useCrossReference(mpn: string, limit: number) {
  return useQuery({
    queryKey: ['transistors', 'xref', mpn.toUpperCase(), limit],
    queryFn: ({ signal }) =>
      transistorGet<XrefResult>(`/transistor-xref/xref/${seg(mpn)}`, { limit }, signal),
    enabled: mpn !== '',
    ...REFERENCE,
  });
}

export function useSoa(id: number | null) {
  return useQuery({
    queryKey: ['transistors', 'soa', id],
    queryFn: ({ signal }) => transistorGet<Soa>(`/transistor-xref/soa/${id ?? 0}`, undefined, signal),
    enabled: id !== null,
    ...REFERENCE,
  });
}
