import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultPoolSize } from '../db/client';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('needs nothing for the embedded default', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
  });

  it('reads every value', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PUBLIC_URL: 'https://marea.example/',
      SEED_DEMO: 'false',
      NODE_ENV: 'test',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.publicUrl).toBe('https://marea.example');
    expect(config.seedDemo).toBe(false);
    expect(config.env).toBe('test');
  });

  it('sizes the PostgreSQL pool to the cores unless told: twice the cores plus one', () => {
    expect(defaultPoolSize(1)).toBe(3);
    expect(defaultPoolSize(2)).toBe(5);
    expect(defaultPoolSize(8)).toBe(17);
    expect(loadConfig({}).databasePoolSize).toBe(2 * availableParallelism() + 1);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
  });

  it('opens the dev tools outside production and on the demo only', () => {
    expect(loadConfig({}).devTools).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).devTools).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false', DEV_TOOLS: 'true' }).devTools).toBe(true);
  });

  it('uses an S3 bucket only when one is named', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'marea-media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toMatchObject({
      bucket: 'marea-media',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: '',
    });
  });

  it('uses the sandbox payments provider unless Stripe is chosen, with its keys', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox' });
    expect(
      loadConfig({
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_51abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      }).payments,
    ).toEqual({ provider: 'stripe', secretKey: 'sk_test_51abc', webhookSecret: 'whsec_abc123' });
    // keys given without choosing Stripe do not switch the provider
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' }).payments.provider).toBe('sandbox');
  });

  it('requires both Stripe keys with PAYMENTS_PROVIDER=stripe, and checks their shape', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required with PAYMENTS_PROVIDER=stripe[\s\S]*STRIPE_WEBHOOK_SECRET: is required/,
    );
    expect(() =>
      loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' }),
    ).toThrow('STRIPE_WEBHOOK_SECRET: is required with PAYMENTS_PROVIDER=stripe');
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(
      'PAYMENTS_PROVIDER: must be sandbox or stripe (got "paypal")',
    );
    expect(() =>
      loadConfig({
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: 'secret',
      }),
    ).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key[\s\S]*STRIPE_WEBHOOK_SECRET: must be/,
    );
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('names every bad variable with what was given', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        SEED_DEMO: 'maybe',
        JWT_SECRET: 'short',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT: must be a whole number between 1 and 65535 (got "abc")');
    expect(message).toContain('DATABASE_URL: must be a PostgreSQL URL');
    expect(message).toContain('SEED_DEMO: must be true or false (got "maybe")');
    expect(message).toContain('JWT_SECRET: must be at least 32 characters long');
  });
});
