const hectares = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const date = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'short', year: 'numeric' });

/** An area as DESIGN 8 writes it: hectares with one decimal, "103,0 ha". */
export const formatHectares = (value: number): string => `${hectares.format(value)}\u00a0ha`;

/** A day as members read it: "18 nov. 2026". */
export const formatDate = (iso: string): string => date.format(new Date(iso));
