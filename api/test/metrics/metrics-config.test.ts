/** METRICS_PORT and METRICS_HOST, checked with the rest of the configuration at start. */
import { loadConfig } from '../../src/config';

const DEVELOPMENT = { NODE_ENV: 'development' };

describe('the metrics configuration', () => {
  it('is off unless METRICS_PORT is set, and listens on loopback by default', () => {
    expect(loadConfig(DEVELOPMENT).metrics).toBeUndefined();
    expect(loadConfig({ ...DEVELOPMENT, METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ ...DEVELOPMENT, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.7' }).metrics).toEqual({ port: 9464, host: '10.0.0.7' });
  });

  it('refuses a port that is not one, the portal’s own port, and a host without a port or that is not an address', () => {
    for (const port of ['70000', 'nine', '-1']) expect(() => loadConfig({ ...DEVELOPMENT, METRICS_PORT: port })).toThrow(/METRICS_PORT must be a whole number from 0 to 65535/);
    expect(() => loadConfig({ ...DEVELOPMENT, PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must differ from PORT \(8080\)/);
    expect(() => loadConfig({ ...DEVELOPMENT, METRICS_HOST: '127.0.0.1' })).toThrow(/METRICS_HOST needs METRICS_PORT/);
    expect(() => loadConfig({ ...DEVELOPMENT, METRICS_PORT: '9464', METRICS_HOST: 'metrics.example.edu' })).toThrow(/METRICS_HOST must be an IP address or localhost/);
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ ...DEVELOPMENT, METRICS_PORT: 'x', GST_PERCENT: '99' })).toThrow(/GST_PERCENT must be .*; METRICS_PORT must be/);
  });
});
