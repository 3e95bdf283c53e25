import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      ALLOW_SIGNUP: false,
      SEED_DEMO: true,
      ORG_TIMEZONE: 'Asia/Dhaka',
      CURRENCY: '₹',
      ORG_NAME: 'EMS Panel',
      CORS_ORIGINS: [],
      TRUST_PROXY: false,
      SHUTDOWN_GRACE_SECONDS: 10,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('parses booleans, numbers and lists', () => {
    const config = loadConfig({
      PORT: '8080',
      ALLOW_SIGNUP: 'true',
      TRUST_PROXY: '1',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      DATABASE_URL: 'postgres://u@db:5432/ems',
    });
    expect(config.PORT).toBe(8080);
    expect(config.ALLOW_SIGNUP).toBe(true);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.DATABASE_URL).toBe('postgres://u@db:5432/ems');
  });

  it('reads the organisation name for payslips, trimmed, and refuses a blank or overlong one', () => {
    expect(loadConfig({ ORG_NAME: '  Acme Bangladesh Ltd ' }).ORG_NAME).toBe('Acme Bangladesh Ltd');
    expect(() => loadConfig({ ORG_NAME: '   ' })).toThrow(/ORG_NAME/);
    expect(() => loadConfig({ ORG_NAME: 'x'.repeat(121) })).toThrow(/ORG_NAME/);
  });

  it('takes a migration role beside the runtime role on a PostgreSQL server, never alone', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://ems_app@db:5432/ems',
      MIGRATION_DATABASE_URL: 'postgres://ems_owner@db:5432/ems',
    });
    expect(config.MIGRATION_DATABASE_URL).toBe('postgres://ems_owner@db:5432/ems');
    expect(loadConfig({}).MIGRATION_DATABASE_URL).toBeUndefined();
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: 'postgres://ems_owner@db:5432/ems' })).toThrow(
      'MIGRATION_DATABASE_URL: needs DATABASE_URL as well',
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://a@db/ems', MIGRATION_DATABASE_URL: 'mysql://b' })).toThrow(
      'MIGRATION_DATABASE_URL: must be a postgres://',
    );
  });

  it('takes a grace period for the shutdown in seconds, more than none', () => {
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '2.5' }).SHUTDOWN_GRACE_SECONDS).toBe(2.5);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('lists every bad variable in one readable message', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'abc', ORG_TIMEZONE: 'Mars/Olympus', DATABASE_URL: 'mysql://x', ALLOW_SIGNUP: 'maybe' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT');
    expect(message).toContain('ORG_TIMEZONE: must be an IANA time zone');
    expect(message).toContain('DATABASE_URL: must be a postgres://');
    expect(message).toContain('ALLOW_SIGNUP');
  });
});
