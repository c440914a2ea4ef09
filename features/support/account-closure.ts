import { withAccountClosure, type AccountClosureWorld } from '../../adapters/memory/in-memory-closure-world';
import type { ChatWorld } from './world';

const closures = new WeakMap<ChatWorld, AccountClosureWorld>();

/** Blocks, invisible mode, deletion, reactivation and the purge of a scenario, on the scenario's in-memory world. */
export function accountClosureOf(world: ChatWorld): AccountClosureWorld {
  let found = closures.get(world);
  if (!found) {
    found = withAccountClosure(world.app);
    closures.set(world, found);
  }
  return found;
}
