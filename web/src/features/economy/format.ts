import { formatPercent } from '../../lib/format';

/** A yearly rate in basis points as Swedes write it: 150 → "1,5 %". */
export const formatRate = (rateBp: number): string => formatPercent(rateBp / 100);
