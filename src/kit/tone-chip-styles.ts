import { alpha, type Theme } from '@mui/material';
import { TONE_CHIP, TONES } from './ToneChip';

/** MUI's small chip (outlined, or filled for `critical`), in each tone's colour: global styles for `<ToneChip>`. */
export function toneChipStyles(theme: Theme) {
  const light = theme.palette.mode === 'light';
  const tones = Object.fromEntries(
    Object.entries(TONES).map(([tone, { color, variant }]) => {
      const main = color === 'default' ? theme.palette.text.primary : theme.palette[color].main;
      const style =
        variant === 'filled'
          ? { backgroundColor: main, borderColor: main, color: theme.palette[color].contrastText, [`& .${TONE_CHIP}-icon`]: { color: 'inherit' } }
          : {
              backgroundColor: 'transparent',
              borderColor: color === 'default' ? (light ? theme.palette.grey[400] : theme.palette.grey[700]) : alpha(main, 0.7),
              color: main,
              [`& .${TONE_CHIP}-icon`]: { color: color === 'default' ? (light ? theme.palette.grey[700] : theme.palette.grey[300]) : main },
            };
      return [`&[data-tone="${tone}"]`, style];
    }),
  );
  return {
    [`.${TONE_CHIP}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      maxWidth: '100%',
      height: 24,
      borderRadius: 12,
      border: '1px solid transparent',
      verticalAlign: 'middle',
      whiteSpace: 'nowrap',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      lineHeight: 1.5,
      color: theme.palette.text.primary,
      backgroundColor: theme.palette.action.selected,
      ...tones,
      [`& .${TONE_CHIP}-icon`]: { fontSize: 18, marginLeft: 4, marginRight: -4 },
      [`& .${TONE_CHIP}-label`]: { overflow: 'hidden', textOverflow: 'ellipsis', paddingLeft: 8, paddingRight: 8 },
    },
  };
}
