import { formatNumber, formatQuantity } from '../../lib/format';

/** A volume as "1 450 m³fub" or "427,3 m³fub". */
export const formatM3fub = (value: number): string => formatQuantity(value, 'm³fub');

/** A volume without unit, for table cells whose header names it. */
export const formatVolumeNumber = (value: number): string => formatNumber(value, 2);
