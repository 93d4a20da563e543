/** Where the harness listens: the portal, a portal whose geodata is down, and the third-party stand-ins. */
export const PORTAL_PORT = 4173;
export const DEGRADED_PORTAL_PORT = 4174;
export const THIRD_PARTY_PORT = 4175;

export const PORTAL_URL = `http://127.0.0.1:${PORTAL_PORT}`;
export const DEGRADED_PORTAL_URL = `http://127.0.0.1:${DEGRADED_PORTAL_PORT}`;
export const THIRD_PARTY_URL = `http://127.0.0.1:${THIRD_PARTY_PORT}`;
