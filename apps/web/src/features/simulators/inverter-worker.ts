import type { InverterParams } from '@electrobench/simulation/inverter/inverter-params';
import { inverterView, viewBuffers, type InverterView } from './inverter-view';

/** A request to the inverter worker; answers carry the same id. */
export interface InverterRequest {
  id: number;
  params: InverterParams;
}

export interface InverterAnswer {
  id: number;
  view: InverterView;
}

// The worker's global scope, typed by hand: the web app compiles against the DOM library. The page
// imports only this file's types.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<InverterRequest>) => void) | null;
  postMessage: (message: InverterAnswer, transfer: Transferable[]) => void;
};
scope.onmessage = ({ data }) => {
  const view = inverterView(data.params);
  scope.postMessage({ id: data.id, view }, viewBuffers(view));
};
