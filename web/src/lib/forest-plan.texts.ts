/** How a forest plan's dates and its two ways of being seen read, on the estates page and the map alike. */
export const forestPlanTexts = {
  inventoried: (day: string) => `Inventerad ${day}`,
  rolledTo: (day: string) => `Framskriven till ${day}`,
  rolled: 'Framskriven',
  asInventoried: 'Som inventerad',
  rolledHint: 'Räknad fram år för år från inventeringen, som om inget har gjorts i skogen sedan dess.',
  inventoriedHint: 'Som skogen mättes när skogsbruksplanen gjordes.',
  /** The next action the roll finds: reached before the rolled year, in it, or still to come. */
  dueSince: (action: string, year: number) => `${action}, dags sedan ${String(year)}`,
  dueNow: (action: string, year: number) => `${action}, dags ${String(year)}`,
  comes: (action: string, year: number) => `${action} ${String(year)}`,
  /** A final felling reached is allowed, not overdue: "Slutavverkning möjlig sedan 2019". */
  fellingSince: (year: number) => `Slutavverkning möjlig sedan ${String(year)}`,
  fellingFrom: (year: number) => `Slutavverkning möjlig från ${String(year)}`,
} as const;
