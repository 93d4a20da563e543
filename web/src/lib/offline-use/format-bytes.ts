import { formatNumber } from '../format';

const MB = 1024 * 1024;

/** A size on a device as a member reads it: "0,4 MB", "12,3 MB". */
export const formatMegabytes = (bytes: number): string => `${formatNumber(bytes / MB, 1)}\u00a0MB`;
