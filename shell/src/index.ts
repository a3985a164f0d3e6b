import { nextTask } from './next-task';

/**
 * The shell starts in steps, a task apiece: evaluating all its code at once (React DOM, the router,
 * the HTTP client, the shell's screens) was one task of 250–350 ms on a phone four times slower than
 * the two-core machine, during which a tap on the drawn page waited. Every module is in this file's
 * chunk (eager imports), so the steps only spread the evaluation; nothing more is downloaded.
 *
 * No async boundary for federation: the shell is a plain application that starts the federation
 * runtime only when a remote is needed (federation/remotes.ts).
 */
async function start(): Promise<void> {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@portal/router');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void start();
