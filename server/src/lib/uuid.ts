const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be a uuid column's value: anything else would make PostgreSQL refuse the query. */
export const isUuid = (value: string): boolean => UUID.test(value);
