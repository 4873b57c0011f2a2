/**
 * Fair starting of handlers (src/server/fair-dispatch.ts): a start runs at once while nothing
 * waits and the turn has budget left; past the budget starts wait, a new connection's before any
 * backlog, the backlog round robin with each connection's order kept, and a turn stops at its
 * budget.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import test from 'ava';
import { fairDispatch } from '../../src/server/fair-dispatch.js';

/** Holds the thread for `ms`: a handler start that costs that much. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

async function untilIdle(dispatch: ReturnType<typeof fairDispatch>): Promise<number> {
  let turns = 0;
  while (dispatch.waiting() > 0) {
    await nextTurn();
    turns++;
  }
  return turns;
}

test('starts run at once while the turn has budget left', (t) => {
  const dispatch = fairDispatch({ turnBudgetMs: 1000 });
  const ran: string[] = [];
  for (const name of ['a', 'b', 'c']) dispatch.run({}, () => ran.push(name));
  t.deepEqual(ran, ['a', 'b', 'c']);
  t.is(dispatch.waiting(), 0);
});

test('past the budget a new connection starts before the backlog, which is served round robin in order', async (t) => {
  const dispatch = fairDispatch({ turnBudgetMs: 5 });
  const ran: string[] = [];
  const [a, b, probe] = [{}, {}, {}];
  // The turn's budget is spent by the first start: everything after it waits.
  dispatch.run(a, () => {
    ran.push('a0');
    busy(6);
  });
  for (let i = 1; i <= 3; i++) dispatch.run(a, () => ran.push(`a${i}`));
  for (let i = 0; i < 3; i++) dispatch.run(b, () => ran.push(`b${i}`));
  dispatch.run(probe, () => ran.push('probe'));
  t.deepEqual(ran, ['a0']);
  await untilIdle(dispatch);
  // a and b entered fresh (their first waiting start), then the probe; then the backlog by rounds.
  t.deepEqual(ran, ['a0', 'a1', 'b0', 'probe', 'a2', 'b1', 'a3', 'b2']);
});

test('a turn stops at its budget: costly starts are spread over turns, at least one a turn', async (t) => {
  const dispatch = fairDispatch({ turnBudgetMs: 5 });
  const connection = {};
  let ran = 0;
  for (let i = 0; i < 6; i++)
    dispatch.run(connection, () => {
      ran++;
      busy(4);
    });
  // The first, and the second if the first left budget (a busy machine may take it all).
  t.true(ran >= 1 && ran <= 2, `${ran} at once`);
  const turns = await untilIdle(dispatch);
  t.is(ran, 6);
  t.true(turns >= 2, `${turns} turns`);
});
