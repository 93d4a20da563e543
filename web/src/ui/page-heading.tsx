import type { ReactNode } from 'react';

/**
 * The page's one h1. It can take focus, so that after a navigation the layout moves focus here and a
 * screen reader announces the new page.
 */
export function PageHeading({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <>
      <h1 tabIndex={-1}>{children}</h1>
      {lead !== undefined && <p className="lead">{lead}</p>}
    </>
  );
}
