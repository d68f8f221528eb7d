import type { DriveFault } from '@electrobench/contracts/drives';

/** True when every typed word occurs in the fault's code, name, meaning or causes (any case). */
export function matchesFilter(fault: DriveFault, filter: string): boolean {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${fault.code} ${fault.name} ${fault.meaning} ${fault.causes.join(' ')}`.toLowerCase();
  return words.every((word) => text.includes(word));
}
