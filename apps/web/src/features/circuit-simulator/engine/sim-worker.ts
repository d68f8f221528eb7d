import { Simulation } from 'eecircuit-engine';
import { SPICE_WASM_BYTES, SPICE_WASM_URL } from 'virtual:spice-wasm';
import { reportDownloadProgress } from './download-progress';
import type { RunRequest } from './protocol';
import { runOnEngine, transferables, type EngineLike } from './run-engine';

/** The worker's global scope, typed by hand: the web app compiles against the DOM library. */
interface WorkerScope {
  fetch: typeof fetch;
  location: { href: string };
  onmessage: ((event: MessageEvent<RunRequest>) => void) | null;
  postMessage: (message: unknown, transfer?: Transferable[]) => void;
  addEventListener: (type: 'unhandledrejection', listener: (event: PromiseRejectionEvent) => void) => void;
}

const scope = globalThis as unknown as WorkerScope;
// The build serves ngspice as its own compressed, cached .wasm file (vite-spice-wasm.ts); the page
// shows how much of it has arrived.
reportDownloadProgress(scope, SPICE_WASM_URL, SPICE_WASM_BYTES, (progress) =>
  scope.postMessage({ type: 'progress', ...progress }),
);
// ngspice prints its notes and warnings on stderr, which the engine forwards to console.error;
// they come back with every result (and are explained on the page), so the console stays quiet.
console.error = () => undefined;

// The engine reports start-up failures (e.g. a blocked WebAssembly compile) only as a rejected
// promise nobody awaits; pass them on so the page can say why instead of waiting forever.
scope.addEventListener('unhandledrejection', (event) => {
  scope.postMessage({ type: 'fatal', message: String(event.reason) });
});

const simulation = new Simulation();
const engine: EngineLike = simulation;
const started = simulation.start().then(() => scope.postMessage({ type: 'ready' }));

// runSim blocks this thread while it runs; requests queue behind each other.
let queue: Promise<void> = started;
scope.onmessage = (event) => {
  const request = event.data;
  queue = queue.then(async () => {
    const response = await runOnEngine(engine, request);
    scope.postMessage(response, transferables(response));
  });
};
