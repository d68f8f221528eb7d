import type { InverterParams } from '@electrobench/simulation/inverter/inverter-params';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { InverterAnswer } from './inverter-worker';
import { inverterView, type InverterView } from './inverter-view';

const canUseWorker = typeof Worker !== 'undefined';

/**
 * The inverter's waveforms, spectra and plot arrays for `params`, computed in a worker so the page
 * stays responsive (a run of 16 000 steps took up to a second of main-thread time on a phone, its
 * three spectra another 150 ms). The previous view stays shown while the next one is computed;
 * without workers (tests) it is computed in place.
 */
export function useInverterView(params: InverterParams): {
  view: InverterView | null;
  pending: boolean;
} {
  const key = JSON.stringify(params);
  const inPlace = useMemo(
    () => (canUseWorker ? null : inverterView(JSON.parse(key) as InverterParams)),
    [key],
  );
  const [answer, setAnswer] = useState<{ key: string; view: InverterView } | null>(null);
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
      if (data.id === id) setAnswer({ key, view: data.view });
    };
    target.addEventListener('message', onMessage);
    target.postMessage({ id, params: JSON.parse(key) as InverterParams });
    return () => target.removeEventListener('message', onMessage);
  }, [key]);

  if (inPlace) return { view: inPlace, pending: false };
  return { view: answer?.view ?? null, pending: answer?.key !== key };
}
