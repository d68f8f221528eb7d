import type { PartKind } from '@electrobench/contracts/circuits';

export type ProbeKind = 'voltage' | 'current' | 'power';

export type Tool =
  | { mode: 'select' }
  | { mode: 'wire' }
  | { mode: 'place'; kind: PartKind }
  | { mode: 'probe'; probe: ProbeKind };

export interface Selection {
  parts: string[];
  wires: string[];
}

export const NOTHING_SELECTED: Selection = { parts: [], wires: [] };
