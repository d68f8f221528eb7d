import { describe, expect, it } from 'vitest';
import type { RunRequest } from './protocol';
import { SimulationCancelled, SimulatorClient } from './simulator-client';

/** Stands in for the ngspice worker: records messages, answers when told to. */
class FakeWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: RunRequest[] = [];
  terminated = false;
  postMessage(message: RunRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

function client() {
  const workers: FakeWorker[] = [];
  const instance = new SimulatorClient(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as Worker;
  });
  return { instance, workers };
}

describe('SimulatorClient', () => {
  it('marks each netlist with its run id and resolves with the matching answer', async () => {
    const { instance, workers } = client();
    const pending = instance.run((title) => `* ${title}\n.end`);
    const [worker] = workers;
    expect(worker?.sent[0]).toEqual({ id: 1, netlist: '* run 1\n.end' });
    worker?.answer({ type: 'ready' });
    expect(instance.state).toBe('ready');
    worker?.answer({ id: 1, ok: false, log: ['Error: circuit not parsed.'], elapsed: 2 });
    await expect(pending).resolves.toMatchObject({ id: 1, ok: false });
  });

  it('cancels by ending the worker, and the next run starts a new one', async () => {
    const { instance, workers } = client();
    const pending = instance.run(() => 'slow');
    instance.cancel();
    await expect(pending).rejects.toBeInstanceOf(SimulationCancelled);
    expect(workers[0]?.terminated).toBe(true);
    void instance.run(() => 'again');
    expect(workers).toHaveLength(2);
    expect(workers[1]?.sent[0]?.netlist).toBe('again');
  });

  it('fails pending runs with the reason when the engine cannot start', async () => {
    const { instance, workers } = client();
    const pending = instance.run(() => 'x');
    workers[0]?.answer({ type: 'fatal', message: 'CompileError: blocked by CSP' });
    await expect(pending).rejects.toThrow('The simulator could not start: CompileError: blocked by CSP');
    expect(instance.state).toBe('failed');
  });
});
