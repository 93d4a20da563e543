export const offlineUseTexts = {
  heading: 'Använd i skogen utan täckning',
  lead: 'Ute i skogen har telefonen ofta ingen täckning. Slå på valet, så finns skogsbruksplanen och kartan kvar på den här enheten även då.',
  toggle: 'Använd i skogen utan täckning på den här enheten',
  keptHeading: 'Det här sparas på enheten',
  kept: [
    'Dina fastigheter och översikten över dem.',
    'Avdelningarna, framskrivna till i dag, med nästa åtgärd.',
    'Dina egna punkter på kartan.',
    'Kartan över fastigheterna, i de skalor du behöver när du går i skogen (högst 50 MB).',
  ],
  neverKept: 'Ekonomi, dokument, beställningar och underskrifter sparas aldrig på enheten.',
  howLong:
    'Det som sparas uppdateras varje gång du har täckning. Allt raderas från enheten när du loggar ut, när inloggningen har gått ut och när du stänger av valet.',
  off: 'Valet är avstängt. Inget av dina uppgifter sparas på enheten.',
  size: (size: string): string => `Tar nu ${size} på enheten.`,
  updated: (when: string): string => `Uppdaterad ${when}.`,
  working: 'Hämtar till enheten …',
  notAvailable:
    'Den här webbläsaren kan inte spara sidor för att användas utan täckning. Öppna portalen i en vanlig webbläsare via https, till exempel Chrome eller Safari.',
  failed: 'Vi kunde inte hämta allt till enheten. Prova igen när du har täckning.',
};
