export const deviceTexts = {
  update: {
    text: 'En ny version finns.',
    reload: 'Ladda om',
    unsaved:
      'Det du har skrivit i ett formulär på sidan försvinner om du laddar om nu. Skicka eller spara formuläret först, eller ladda om ändå.',
    reloadAnyway: 'Ladda om ändå',
    wait: 'Vänta',
  },
  offline: {
    kept: 'Du är utan täckning. Du ser det som senast hämtades till den här enheten.',
    needsNetwork:
      'Du är utan täckning. Beställningar, ekonomi, dokument och underskrifter fungerar när du har täckning igen.',
  },
};
