import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-provider';
import { AvailabilitySync } from './availability-sync';
import { PollingProvider } from './polling-provider';
import { ProfileAccentSync } from './profile-accent-sync';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AuthProvider>
      <ProfileAccentSync />
      <AvailabilitySync />
      <PollingProvider>
        {/* Plain (non-transition) updates let the page Suspense boundary show the loading overlay. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </PollingProvider>
    </AuthProvider>
  );
}
