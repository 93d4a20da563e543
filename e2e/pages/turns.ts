import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORTAL_PORT } from '../harness/ports.js';

const turnFile = (name: string) => join(tmpdir(), `skogsportalen-e2e-${name}-${String(PORTAL_PORT)}`);

/** The worker holding the turn is gone (it crashed, or a run was stopped): its turn is over. */
async function turnAbandoned(file: string): Promise<boolean> {
  const holder = Number(await readFile(file, 'utf8').catch(() => ''));
  if (!Number.isInteger(holder) || holder <= 0) return false;
  try {
    process.kill(holder, 0);
    return false;
  } catch {
    return true;
  }
}

/**
 * Runs `steps` while no other journey holds the turn of this name. The journeys run side by side as the
 * same people; where two would step on each other (one BankID order per person, one cart per member),
 * they take turns. The turn is a file that one worker at a time can create, holding its process id.
 */
export async function inTurn<T>(name: string, steps: () => Promise<T>): Promise<T> {
  const file = turnFile(name);
  for (;;) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      if (await turnAbandoned(file)) await rm(file, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await steps();
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * Karin's cart is one, whichever browser fills it: a journey that orders for her fills it and checks out
 * while no other does (and takes the signing turn inside this one, never the other way round).
 */
export const inKarinsCartTurn = <T>(steps: () => Promise<T>): Promise<T> => inTurn('karins-cart', steps);
