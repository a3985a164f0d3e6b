import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../next-task';

/**
 * Federation runtime plugin: loading a remote goes on in a new task after each of its steps (the
 * container's start, its shared modules' sharing, its exposed module's factory). Chained as promises,
 * the steps ran as one task once the remote's entry arrived: 30–40 ms on the two-core machine, four to
 * nine times that on a slow phone, while a tap on the drawn page waited.
 */
export default function yieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-yield-plugin',
    beforeInitRemote: () => nextTask(),
    afterInitRemote: () => nextTask(),
    beforeGetExpose: () => nextTask(),
    afterGetExpose: () => nextTask(),
    beforeExecuteFactory: () => nextTask(),
    afterExecuteFactory: () => nextTask(),
  };
}
