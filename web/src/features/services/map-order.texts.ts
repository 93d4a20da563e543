/** The map form panel's title for the order form; apart from services.texts.ts, which loads with the pages. */
export const mapOrderTexts = { title: 'Beställ tjänst' } as const;
