/**
 * Resolves in a new task, soon: whatever the browser has waiting (a tap, a paint) goes first. A
 * message, unlike a timer, is not delayed by nesting. Start-up work is split with it so no single
 * task blocks a phone's main thread for long.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
