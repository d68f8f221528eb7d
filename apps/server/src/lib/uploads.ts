import path from 'node:path';
import type { Config } from '../config';

/** Where member uploads (avatars, IC logos) are stored and served from under /uploads. */
export const uploadsDir = (ctx: { config: Pick<Config, 'dataDir'> }) =>
  path.join(ctx.config.dataDir, 'uploads');
