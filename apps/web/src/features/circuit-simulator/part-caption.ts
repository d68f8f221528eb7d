import type { CircuitPart } from '@electrobench/contracts/circuits';
import { KIND_SPECS } from '@electrobench/circuit/part-catalogue';

/** The short value text drawn beside a part: "4k7 Ω", "5 V", "1 V 1k Hz", "BC547B". */
export function partCaption(part: CircuitPart): string {
  const unit = KIND_SPECS[part.kind].unit;
  const p = part.params ?? {};
  switch (part.kind) {
    case 'ac-voltage':
      return `${part.value} V ${p.frequency ?? ''}Hz`;
    case 'pulse-voltage':
      return `${p.low ?? '0'}/${part.value} V ${p.period ?? ''}s`;
    case 'pwl-voltage':
      return 'PWL';
    case 'potentiometer':
      return `${part.value} Ω ${Math.round(Number(p.position ?? 0.5) * 100)} %`;
    case 'transformer':
      return `${p.ratio ?? '1'}:1`;
    case 'switch':
      return part.value;
    default:
      return unit && /\d$/.test(part.value) ? `${part.value} ${unit}` : part.value;
  }
}
