/**
 * Mean height (medelhöjd) from dominant height. The plan has no height column and we verified no published
 * Swedish relation between the two that needs only the dominant height, so this is a stated ratio, our
 * assumption (docs/forest-growth.md 3.3): the mean tree is somewhat shorter than the tallest ones.
 */
export const MEAN_TO_DOMINANT_HEIGHT = 0.9;

export const meanHeight = (dominantHeight: number): number => dominantHeight * MEAN_TO_DOMINANT_HEIGHT;
