/**
 * Button `styles` that let a label wrap onto a second line instead of being clipped, for buttons in
 * narrow grid cells (Quick Actions: two columns on a 390 px phone).
 */
export const WRAPPING_LABEL = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  inner: { height: 'auto' },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25, overflow: 'visible' },
} as const;
