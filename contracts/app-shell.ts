/**
 * The page the service worker keeps for when there is no network: index.html with the runtime
 * configuration and without first data, so it holds nothing of any member (docs/offline.md).
 */
export const APP_SHELL_PATH = '/app-shell.html';
