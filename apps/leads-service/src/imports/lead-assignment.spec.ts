import { LEAD_CALLER_NOT_ACTIVE } from '@eventdesk/contracts';
import {
  assignmentSummary,
  assignTurns,
  NO_ACTIVE_CALLERS_NOTE,
  planAssignment,
  roundRobinTurns,
} from './lead-assignment';

const at = (minute: number) => new Date(Date.UTC(2025, 9, 1, 10, minute));

describe('lead assignment', () => {
  it('starts round robin after the caller who got the latest lead, callers in username order', () => {
    expect(
      roundRobinTurns([
        { username: 'carol', lastAssignedAt: at(1) },
        { username: 'alice', lastAssignedAt: at(5) },
        { username: 'bob', lastAssignedAt: null },
      ]),
    ).toEqual(['bob', 'carol', 'alice']);
    expect(
      roundRobinTurns([
        { username: 'bob', lastAssignedAt: null },
        { username: 'alice', lastAssignedAt: null },
      ]),
    ).toEqual(['alice', 'bob']);
    // The latest caller is last in username order: the turn wraps to the first.
    expect(
      roundRobinTurns([
        { username: 'alice', lastAssignedAt: at(1) },
        { username: 'bob', lastAssignedAt: at(2) },
      ]),
    ).toEqual(['alice', 'bob']);
  });

  it('balances an import within one lead per caller', () => {
    const plan = { mode: 'round_robin' as const, turns: ['alice', 'bob', 'carol'] };
    const callers = assignTurns(plan, 7);
    expect(callers).toEqual(['alice', 'bob', 'carol', 'alice', 'bob', 'carol', 'alice']);
    expect(assignmentSummary(plan, callers)).toEqual({
      mode: 'round_robin',
      callers: [
        { username: 'alice', count: 3 },
        { username: 'bob', count: 2 },
        { username: 'carol', count: 2 },
      ],
      note: null,
    });
  });

  it('gives every lead to a chosen active caller and refuses anyone else', () => {
    const active = [{ username: 'alice', lastAssignedAt: null }];
    expect(planAssignment(active, 'alice')).toEqual({ mode: 'caller', turns: ['alice'] });
    expect(planAssignment(active, 'dave')).toEqual({ refused: LEAD_CALLER_NOT_ACTIVE });
    expect(planAssignment([], 'alice')).toEqual({ refused: LEAD_CALLER_NOT_ACTIVE });
  });

  it('leaves leads unassigned, with a note, when nobody is an active caller', () => {
    const plan = planAssignment([], undefined);
    expect(plan).toEqual({ mode: 'unassigned', turns: [] });
    if ('refused' in plan) {
      throw new Error('unexpected refusal');
    }
    expect(assignTurns(plan, 2)).toEqual([null, null]);
    expect(assignmentSummary(plan, [null, null])).toEqual({
      mode: 'unassigned',
      callers: [],
      note: NO_ACTIVE_CALLERS_NOTE,
    });
  });
});
