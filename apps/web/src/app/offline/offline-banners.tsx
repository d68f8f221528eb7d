import { useEffect, useState, useSyncExternalStore } from 'react';
import { SPICE_WASM_URL } from 'virtual:spice-wasm';
import type { OfflineState } from './offline-state';
import './offline-banners.css';

/** True once the circuit simulator's engine is in the service worker's cache (after a first run). */
async function simulatorEngineKept(): Promise<boolean> {
  if (!('caches' in window)) return false;
  return Boolean(await caches.match(new URL(SPICE_WASM_URL, window.location.href).href));
}

const wideScreen = () => window.matchMedia('(min-width: 700px)').matches;

export const OFFLINE_WORKS =
  'Calculators, code decoders (capacitor and SMD resistor codes), education pages and the simulators still work.';
export const OFFLINE_NEEDS_NETWORK = 'Part lookups, the forum, messages and your account need the network.';

/** The offline notice (what works without a network) and the new-version notice. */
export function OfflineBanners({ state, onReload }: { state: OfflineState; onReload: () => void }) {
  const { online, updateWaiting } = useSyncExternalStore(state.subscribe, state.get);
  const [engineKept, setEngineKept] = useState(true);
  useEffect(() => {
    if (!online) void simulatorEngineKept().then(setEngineKept);
  }, [online]);

  return (
    <div className="offline-banners">
      {online ? null : (
        <section className="offline-banner" role="status" aria-label="Offline">
          {/* Folded on phones, where the full text would cover a quarter of the screen. */}
          <details open={wideScreen()}>
            <summary>
              <strong>You are offline.</strong> What still works
            </summary>
            {OFFLINE_WORKS}
            {engineKept ? null : (
              <> The circuit simulator needs one run while online before it works offline.</>
            )}{' '}
            {OFFLINE_NEEDS_NETWORK}
          </details>
        </section>
      )}
      {updateWaiting ? (
        <section className="offline-banner offline-banner-update" role="status" aria-label="Update">
          <span>A new version of ElectroBench is available.</span>
          <button type="button" className="btn btn-primary" onClick={onReload}>
            Reload
          </button>
        </section>
      ) : null}
    </div>
  );
}
