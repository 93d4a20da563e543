/** A screen worked by a finger, not a mouse: what the page says is "tryck", not "klicka" or a key. */
export const isTouchScreen = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
