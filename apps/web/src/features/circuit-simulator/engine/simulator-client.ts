import type { DownloadProgress } from './download-progress';
import { runMarker, type RunResponse } from './protocol';

export class SimulationCancelled extends Error {
  constructor() {
    super('The simulation was stopped.');
    this.name = 'SimulationCancelled';
  }
}

export type EngineState = 'idle' | 'starting' | 'ready' | 'failed';

type WorkerMessage =
  | RunResponse
  | { type: 'ready' }
  | { type: 'fatal'; message: string }
  | ({ type: 'progress' } & DownloadProgress);

interface Pending {
  resolve: (response: RunResponse) => void;
  reject: (error: Error) => void;
}

// Vite bundles the worker as its own file, fetched only when this constructor first runs (the
// first run asked for); the worker then fetches ngspice's WebAssembly (6 MB, 1.3 MB compressed).
export const createSimulatorWorker = () =>
  new Worker(new URL('./sim-worker.ts', import.meta.url), { type: 'module', name: 'ngspice' });

/**
 * Owns the simulator worker. ngspice cannot be interrupted inside its run, so cancelling ends
 * the worker and the next run starts a fresh one (about 0.6 s to start).
 */
export class SimulatorClient {
  private worker: Worker | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  state: EngineState = 'idle';
  onStateChange: (state: EngineState, detail?: string) => void = () => undefined;
  /** The engine's download, while it is being fetched. */
  onProgress: (progress: DownloadProgress) => void = () => undefined;

  constructor(private readonly create: () => Worker = createSimulatorWorker) {}

  /** Runs a netlist built for the given title line (the run marker). */
  run(netlistFor: (title: string) => string): Promise<RunResponse> {
    const worker = this.ensure();
    const id = this.nextId++;
    return new Promise<RunResponse>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, netlist: netlistFor(runMarker(id)) });
    });
  }

  /** Stops whatever is running; pending runs reject with SimulationCancelled. */
  cancel(): void {
    this.stop(new SimulationCancelled());
  }

  dispose(): void {
    this.stop(new SimulationCancelled());
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const worker = this.create();
    this.setState('starting');
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => this.receive(event.data);
    worker.onerror = (event) => this.fail(event.message || 'the simulator could not be loaded');
    this.worker = worker;
    return worker;
  }

  private receive(message: WorkerMessage): void {
    if ('type' in message) {
      if (message.type === 'ready') this.setState('ready');
      else if (message.type === 'progress') this.onProgress({ loaded: message.loaded, total: message.total });
      else this.fail(message.message);
      return;
    }
    const pending = this.pending.get(message.id);
    this.pending.delete(message.id);
    pending?.resolve(message);
  }

  private fail(detail: string): void {
    this.stop(new Error(`The simulator could not start: ${detail}`));
    this.setState('failed', detail);
  }

  private stop(error: Error): void {
    this.worker?.terminate();
    this.worker = null;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    this.setState('idle');
  }

  private setState(state: EngineState, detail?: string): void {
    this.state = state;
    this.onStateChange(state, detail);
  }
}
