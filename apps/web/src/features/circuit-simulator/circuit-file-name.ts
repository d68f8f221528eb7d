import type { CircuitDocument } from '@electrobench/contracts/circuits';

/** Writing a circuit needs no schema: these stay out of the zod chunk the reader loads on demand. */
export function circuitJson(doc: CircuitDocument): string {
  return `${JSON.stringify(doc, null, 1)}\n`;
}

/** A file name from the circuit's title: "Voltage divider" -> "voltage-divider.<ext>". */
export function fileNameFor(doc: CircuitDocument, extension: string): string {
  const base =
    doc.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'circuit';
  return `${base.slice(0, 60)}.${extension}`;
}
