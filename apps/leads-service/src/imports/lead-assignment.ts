import { LEAD_CALLER_NOT_ACTIVE, type LeadImportResult } from '@eventdesk/contracts';
import type { RotationCaller } from '../callers/callers.repository';

export const NO_ACTIVE_CALLERS_NOTE =
  'No active callers: the leads are unassigned. Assign them from the list.';

export type AssignmentMode = LeadImportResult['assignment']['mode'];

/** Who gets the leads of one import: callers in the order they take turns (one name for a chosen caller). */
export interface AssignmentPlan {
  mode: AssignmentMode;
  turns: string[];
}

/**
 * Round robin order: callers by username, starting after the one who got the most recent lead (of any earlier
 * import), so consecutive imports keep taking turns instead of always starting with the same caller.
 */
export function roundRobinTurns(callers: readonly RotationCaller[]): string[] {
  const ordered = [...callers].sort((a, b) => a.username.localeCompare(b.username));
  let latest = -1;
  let latestAt = -Infinity;
  ordered.forEach((caller, index) => {
    const at = caller.lastAssignedAt?.getTime();
    if (at !== undefined && at > latestAt) {
      latest = index;
      latestAt = at;
    }
  });
  const start = (latest + 1) % Math.max(ordered.length, 1);
  return [...ordered.slice(start), ...ordered.slice(0, start)].map((caller) => caller.username);
}

/** The plan for an import: one chosen caller, round robin among the active ones, or nobody when there are none. */
export function planAssignment(
  activeCallers: readonly RotationCaller[],
  assignTo: string | undefined,
): AssignmentPlan | { refused: string } {
  if (assignTo !== undefined) {
    return activeCallers.some((caller) => caller.username === assignTo)
      ? { mode: 'caller', turns: [assignTo] }
      : { refused: LEAD_CALLER_NOT_ACTIVE };
  }
  if (!activeCallers.length) {
    return { mode: 'unassigned', turns: [] };
  }
  return { mode: 'round_robin', turns: roundRobinTurns(activeCallers) };
}

/** The caller of each of `count` leads in turn; counts differ by at most one between callers. */
export function assignTurns(plan: AssignmentPlan, count: number): Array<string | null> {
  return Array.from({ length: count }, (_, index) => plan.turns[index % plan.turns.length] ?? null);
}

/** The result's assignment summary from the callers the stored leads actually got. */
export function assignmentSummary(
  plan: AssignmentPlan,
  storedCallers: ReadonlyArray<string | null>,
): LeadImportResult['assignment'] {
  const counts = new Map(plan.turns.map((username) => [username, 0]));
  for (const caller of storedCallers) {
    if (caller !== null) {
      counts.set(caller, (counts.get(caller) ?? 0) + 1);
    }
  }
  return {
    mode: plan.mode,
    callers: [...counts].map(([username, count]) => ({ username, count })),
    note: plan.mode === 'unassigned' ? NO_ACTIVE_CALLERS_NOTE : null,
  };
}
