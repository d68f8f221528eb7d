import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { createOfflineState } from './offline-state';
import { OfflineBanners } from './offline-banners';

/** How often an open tab asks whether a new version has been deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and shows the two notices it makes possible: what works while the
 * network is gone, and that a new version is waiting (it is not swapped in until the visitor
 * reloads). Loaded after the page, so it costs the first download nothing; it has its own small
 * React root beside the app's.
 */
export function startOfflineSupport(): void {
  const state = createOfflineState(window);
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => state.set({ updateWaiting: true }),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
  const host = document.createElement('div');
  host.id = 'offline-status';
  document.body.append(host);
  createRoot(host).render(<OfflineBanners state={state} onReload={() => void updateServiceWorker(true)} />);
}
