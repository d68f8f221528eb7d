import { circuitDocumentSchema, type CircuitDocument } from '@electrobench/contracts/circuits';

export type ReadCircuit = { ok: true; doc: CircuitDocument } | { ok: false; error: string };

/** Reads a saved circuit file (JSON) and checks it is a circuit this version can open. */
export function readCircuitJson(text: string): ReadCircuit {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not a circuit saved by the simulator (it is not JSON).' };
  }
  const parsed = circuitDocumentSchema.safeParse(data);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return {
      ok: false,
      error: `This file is not a valid circuit${where}: ${issue?.message ?? 'unknown problem'}.`,
    };
  }
  return { ok: true, doc: parsed.data };
}
