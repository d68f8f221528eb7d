import type { InverterParams } from '@electrobench/simulation/inverter/inverter-params';
import { simulateInverter, type InverterResult } from '@electrobench/simulation/inverter/simulate-inverter';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { InverterAnswer } from './inverter-worker';

const canUseWorker = typeof Worker !== 'undefined';

/**
 * The inverter's waveforms for `params`, computed in a worker so the page stays responsive (a run
 * of 16 000 steps took up to a second of main-thread time on a phone). The previous result stays
 * shown while the next one is computed; without workers (tests) it is computed in place.
 */
export function useInverterResult(params: InverterParams): {
  result: InverterResult | null;
  pending: boolean;
} {
  const key = JSON.stringify(params);
  const inPlace = useMemo(
    () => (canUseWorker ? null : simulateInverter(JSON.parse(key) as InverterParams)),
    [key],
  );
  const [answer, setAnswer] = useState<{ key: string; result: InverterResult } | null>(null);
  const worker = useRef<Worker | null>(null);
  const nextId = useRef(0);

  useEffect(() => {
    if (!canUseWorker) return;
    const created = new Worker(new URL('./inverter-worker.ts', import.meta.url), {
      type: 'module',
      name: 'inverter',
    });
    worker.current = created;
    return () => {
      created.terminate();
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    const target = worker.current;
    if (!target) return;
    const id = ++nextId.current;
    const onMessage = ({ data }: MessageEvent<InverterAnswer>) => {
      if (data.id === id) setAnswer({ key, result: data.result });
    };
    target.addEventListener('message', onMessage);
    target.postMessage({ id, params: JSON.parse(key) as InverterParams });
    return () => target.removeEventListener('message', onMessage);
  }, [key]);

  if (inPlace) return { result: inPlace, pending: false };
  return { result: answer?.result ?? null, pending: answer?.key !== key };
}
