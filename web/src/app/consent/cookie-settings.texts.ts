/** The cookie settings dialog's words: loaded with the dialog, the first time someone opens it. */
export const cookieSettingsTexts = {
  dialogTitle: 'Cookieinställningar',
  necessary: 'Nödvändiga',
  necessaryText: 'Behövs för inloggning och säkerhet. Kan inte stängas av.',
  performance: 'Prestanda',
  performanceText: 'Statistik om hur portalen används, så att vi kan förbättra den.',
  customization: 'Anpassning',
  customizationText: 'Kommer ihåg dina val och visar chatt och hjälp från våra samarbetspartner.',
  save: 'Spara inställningar',
} as const;
