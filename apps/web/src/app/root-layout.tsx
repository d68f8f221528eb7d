import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../ui/toast/toaster';
import { Footer } from './footer';
import { Navbar } from './navbar/navbar';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';
import { SearchPaletteLauncher } from './search-palette-launcher';

export function RootLayout() {
  const { pathname, hash } = useLocation();

  // A new page starts at its top unless the link points into it.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <Navbar />
      <main id="main-content" className="main" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <Toaster />
      <SearchPaletteLauncher />
    </div>
  );
}
