/** How a forest plan's dates and its two ways of being seen read, on the estates page and the map alike. */
export const forestPlanTexts = {
  inventoried: (day: string) => `Inventerad ${day}`,
  rolledTo: (day: string) => `Framskriven till ${day}`,
  rolled: 'Framskriven',
  asInventoried: 'Som inventerad',
  rolledHint:
    'Räknad fram år för år från inventeringen, med de beställningar och avtal som utförts sedan dess.',
  inventoriedHint: 'Som skogen mättes när skogsbruksplanen gjordes.',
} as const;
