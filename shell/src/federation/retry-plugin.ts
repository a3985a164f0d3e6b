import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const ATTEMPTS = 3;

/**
 * Federation runtime plugin: a remote's manifest fetch is retried a couple of times (a deploy in
 * progress or a dropped mobile connection), so only a remote that is really down reaches the
 * shell's error panel.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-retry-plugin',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      }
      throw lastError;
    },
  };
}
