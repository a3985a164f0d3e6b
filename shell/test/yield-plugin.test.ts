/**
 * The federation runtime's steps of loading a remote each go on in a new task (shell/src/federation/
 * yield-plugin.ts): a promise chain would run them all in the task the remote's entry arrived in.
 */
import yieldPlugin from '../src/federation/yield-plugin';

/** jsdom has no MessageChannel: a message here is a task queued with a timer, as the browser queues one. */
class TimerMessageChannel {
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0) };
}
beforeAll(() => Object.assign(globalThis, { MessageChannel: TimerMessageChannel }));

const STEPS = ['beforeInitRemote', 'afterInitRemote', 'beforeGetExpose', 'afterGetExpose', 'beforeExecuteFactory', 'afterExecuteFactory'] as const;

it.each(STEPS)('goes on after %s in a new task, not in the same one', async (step) => {
  const hook = yieldPlugin()[step] as unknown as () => Promise<unknown>;
  let resumed = false;
  const resuming = hook().then(() => {
    resumed = true;
  });
  // Every microtask of the current task has run: still waiting.
  await Promise.resolve();
  await Promise.resolve();
  expect(resumed).toBe(false);
  await resuming;
  expect(resumed).toBe(true);
});

it('hands the runtime nothing back, so each step goes on with what it had', async () => {
  for (const step of STEPS) await expect((yieldPlugin()[step] as unknown as () => Promise<unknown>)()).resolves.toBeUndefined();
});
