/** The words of a bark-beetle warning: no one's name, and the place only to a square kilometre. */
export const neighbourWarningTexts = {
  text: (designation: string, square: { eastKm: number; northKm: number }): string =>
    `Granbarkborre har bekräftats inom 2 km från ${designation}. ` +
    `Fyndet är gjort i kilometerrutan N ${String(square.northKm)} Ö ${String(square.eastKm)} ` +
    '(SWEREF 99 TM). Titta efter brunt borrmjöl vid stambasen och kåda på stammarna i dina granar, ' +
    'och hör av dig till din skogsinspektor om du ser angrepp.',
};
