import type { InverterParams } from '@electrobench/simulation/inverter/inverter-params';
import { simulateInverter, type InverterResult } from '@electrobench/simulation/inverter/simulate-inverter';

/** A request to the inverter worker; answers carry the same id. */
export interface InverterRequest {
  id: number;
  params: InverterParams;
}

export interface InverterAnswer {
  id: number;
  result: InverterResult;
}

/** Every typed array's buffer, so the answer is handed over without copying. */
function resultBuffers(result: InverterResult): ArrayBuffer[] {
  const arrays = [
    result.time,
    result.carrier,
    ...result.reference,
    ...result.gateUpper,
    ...result.gateLower,
    ...result.phaseVoltage,
    ...result.lineVoltage,
    ...result.phaseCurrent,
  ];
  return arrays.map((a) => a.buffer).filter((b): b is ArrayBuffer => b instanceof ArrayBuffer);
}

// The worker's global scope, typed by hand: the web app compiles against the DOM library. The page
// imports only this file's types.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<InverterRequest>) => void) | null;
  postMessage: (message: InverterAnswer, transfer: Transferable[]) => void;
};
scope.onmessage = ({ data }) => {
  const result = simulateInverter(data.params);
  scope.postMessage({ id: data.id, result }, resultBuffers(result));
};
