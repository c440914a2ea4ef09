import type { OperatorId } from '../../domain/operators/actor';
import type { StoredAuditEntry } from '../../domain/operators/audit';
import type { Operator } from '../../domain/operators/operator';
import type { OperatorSession } from '../../domain/operators/ports';
import { SettingRowsState } from './in-memory-setting-rows';

export interface StoredOperator extends Operator {
  readonly passwordHash: string | null;
}

/** Decision 0083: a set-up link in memory, under its digest. */
export interface StoredSetupLink {
  readonly operatorId: OperatorId;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** The back office's rows (decision 0070), beside the members' store; operator transactions roll them back together. */
export class OperatorState {
  operators = new Map<OperatorId, StoredOperator>();
  recoveryCodes = new Map<OperatorId, Set<string>>();
  audit: StoredAuditEntry[] = [];
  nextOperator = 0;
  /** Decision 0083: the set-up links by digest. */
  setupLinks = new Map<string, StoredSetupLink>();
  readonly sessions = new Map<string, OperatorSession>();
  /** Decision 0077: the settings rows the back office edits. */
  readonly settings = new SettingRowsState();
}
