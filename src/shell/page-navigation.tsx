import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo, useState } from 'react';

interface Slot {
  nav: ReactNode;
  claim(): () => void;
}

const NavigationSlot = createContext<Slot | null>(null);

/**
 * A frame's own navigation (an installation's sections and pages) shown below the page's
 * breadcrumb, where the page header takes it. A page without a header still gets it, above itself:
 * the header's claim is made before the first paint, so nothing moves.
 */
export function PageNavigation({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  const [claims, setClaims] = useState(0);
  const slot = useMemo<Slot>(
    () => ({
      nav,
      claim() {
        setClaims((n) => n + 1);
        return () => setClaims((n) => n - 1);
      },
    }),
    [nav],
  );
  return (
    <NavigationSlot.Provider value={slot}>
      {claims === 0 && nav}
      {children}
    </NavigationSlot.Provider>
  );
}

/** The frame's navigation for a page header to show below its breadcrumb (null outside a frame). */
export function useFrameNavigation(): ReactNode {
  const slot = useContext(NavigationSlot);
  useLayoutEffect(() => slot?.claim(), [slot]);
  return slot?.nav ?? null;
}
