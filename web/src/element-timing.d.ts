// Element Timing: the attribute names an element whose first paint the browser reports
// (lib/use-after-paint-of). React passes it through; its types do not know it yet.
import 'react';

declare module 'react' {
  // Merging with React's interface needs its type parameter's name.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
