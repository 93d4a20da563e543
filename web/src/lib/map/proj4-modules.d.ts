// proj4's lib/ sources ship without types beside them; its declarations for them lie under dist/lib.
declare module 'proj4/lib/core.js' {
  export { default } from 'proj4/dist/lib/core';
}
declare module 'proj4/lib/defs.js' {
  export { default } from 'proj4/dist/lib/defs';
}
declare module 'proj4/lib/Proj.js' {
  export { default } from 'proj4/dist/lib/Proj';
}
declare module 'proj4/lib/transform.js' {
  export { default } from 'proj4/dist/lib/transform';
}
declare module 'proj4/lib/projections/etmerc.js' {
  export { default } from 'proj4/dist/lib/projections/etmerc';
}
declare module 'proj4/lib/projections/tmerc.js' {
  export { default } from 'proj4/dist/lib/projections/tmerc';
}
declare module 'proj4/lib/projections/utm.js' {
  export { default } from 'proj4/dist/lib/projections/utm';
}
