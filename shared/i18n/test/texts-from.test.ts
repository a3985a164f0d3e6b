/**
 * A namespace the server serves itself (the message catalogue): the page names its address
 * (contracts/first-screen.ts `textsFrom`) instead of carrying its words, and the page's language is
 * fetched from there; when that fails, the namespace's own chunk has the same words.
 */
const ADDRESS = '/api/system/messages?lang=en-GB&v=0123456789abcdef';

function pageNaming(address: string) {
  document.body.innerHTML = `<script type="application/json" id="portal-first-screen">${JSON.stringify({ language: 'en-GB', answers: {}, textsFrom: { served: address } })}</script>`;
}

async function servedNamespace() {
  const { defineNamespace } = await import('../src/namespace');
  const chunk = jest.fn(async () => ({ default: { greeting: 'from the chunk' } }));
  const served = defineNamespace<{ greeting: string }>('served', { 'en-GB': chunk, 'zh-Hans': async () => ({ default: { greeting: '来自代码块' } }) });
  await served.load();
  return { text: served.text('greeting'), chunk };
}

const originalFetch = globalThis.fetch;
afterEach(() => Object.assign(globalThis, { fetch: originalFetch }));

it('fetches the page language\'s words from the address the page names, not from the chunk', async () => {
  pageNaming(ADDRESS);
  const fetched = jest.fn(async () => ({ ok: true, json: async () => ({ greeting: 'from the server' }) }));
  Object.assign(globalThis, { fetch: fetched });
  await jest.isolateModulesAsync(async () => {
    const { text, chunk } = await servedNamespace();
    expect(text).toBe('from the server');
    expect(fetched).toHaveBeenCalledWith(ADDRESS, { credentials: 'same-origin' });
    expect(chunk).not.toHaveBeenCalled();
  });
});

it('takes the chunk\'s words when the address does not answer', async () => {
  pageNaming(ADDRESS);
  Object.assign(globalThis, { fetch: jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
  await jest.isolateModulesAsync(async () => {
    const { text, chunk } = await servedNamespace();
    expect(text).toBe('from the chunk');
    expect(chunk).toHaveBeenCalledTimes(1);
  });
});
