import { Button, Menu, type ButtonProps } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';

/**
 * A button that opens a menu which exists while open only: a menu kept mounted while closed
 * (react-admin's language and sort buttons) re-rendered its portal with every screen's first
 * render. `items` gets the function that closes the menu.
 */
export function MenuButton({ items, children, ...button }: Omit<ButtonProps, 'onClick'> & { items: (close: () => void) => ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        {...button}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {children}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close}>
        {items(close)}
      </Menu>
    </>
  );
}
