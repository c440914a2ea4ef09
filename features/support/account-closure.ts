import type { InMemoryWorld } from '../../test/support/in-memory-world';
import type { ChatWorld } from './world';

/** Blocks, invisible mode, deletion, reactivation and the purge of a scenario: the scenario's in-memory world. */
export const accountClosureOf = (world: ChatWorld): InMemoryWorld => world.app;
