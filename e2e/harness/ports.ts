/**
 * Where the harness listens: the portal, a portal whose geodata is down, and the third-party stand-ins.
 * E2E_PORT_BASE moves all three, so two checkouts on one machine can run their journeys at once.
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 4173);
export const PORTAL_PORT = BASE;
export const DEGRADED_PORTAL_PORT = BASE + 1;
export const THIRD_PARTY_PORT = BASE + 2;

export const PORTAL_URL = `http://127.0.0.1:${String(PORTAL_PORT)}`;
export const DEGRADED_PORTAL_URL = `http://127.0.0.1:${String(DEGRADED_PORTAL_PORT)}`;
export const THIRD_PARTY_URL = `http://127.0.0.1:${String(THIRD_PARTY_PORT)}`;
