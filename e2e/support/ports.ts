/** The suite's main portal server; tests that need their own server (redeploys) use the ports after it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4810);
