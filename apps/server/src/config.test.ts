import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'eb-config-'));

describe('loadConfig', () => {
  it('has working defaults for a local embedded install and keeps a generated secret', () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
    });
    expect(c.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(c.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(c.jwtSecret);
    expect(c.refreshIdleMs).toBe(7 * 86_400_000);
    expect(c.refreshAbsoluteMs).toBe(30 * 86_400_000);
  });

  it('refuses to start in production without a strong JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'changeme' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(40) })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'Zq8vN3xL0pR7sT2wY5bC9dF4gH6jK1mQ' }).env).toBe(
      'production',
    );
  });

  it('names every bad variable in one message', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'nope', DATA_DIR: tmp() });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL must start with postgres/);
      expect(message).toMatch(/ADMIN_EMAIL/);
    }
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.test', DATA_DIR: tmp() })).toThrow(/together/);
  });
});

describe('starting with bad configuration', () => {
  it('prints one clear message and exits with code 1, without a stack trace', () => {
    const main = path.join(import.meta.dirname, 'main.ts');
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: 'weak', DATA_DIR: tmp() },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('JWT_SECRET');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
