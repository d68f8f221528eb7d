import type { SmdComponent } from '@electrobench/contracts/components';
import type { SmdComponentRow } from '../../db/schema/components';

export function toSmdComponent(row: SmdComponentRow): SmdComponent {
  return {
    id: row.id,
    code: row.code,
    part_number: row.partNumber,
    manufacturer: row.manufacturer,
    package: row.package,
    function: row.function,
    pin_count: row.pinCount,
    description: row.description,
    source: row.source,
  };
}
