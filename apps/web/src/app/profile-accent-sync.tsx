import { isAccent } from '@electrobench/contracts/theme';
import { useEffect } from 'react';
import { useAuth } from '../lib/auth/use-auth';
import { setThemeAccent } from '../lib/theme/theme-store';

/** A signed-in user's saved accent wins over the one stored in this browser. */
export function ProfileAccentSync() {
  const accent = useAuth().user?.accent;
  useEffect(() => {
    if (isAccent(accent)) setThemeAccent(accent);
  }, [accent]);
  return null;
}
