import localFont from 'next/font/local';

// Self-hosted from the npm package: no request leaves our origin, at build or run time.
export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/cinzel/files/cinzel-latin-wght-normal.woff2',
  variable: '--font-cinzel',
  weight: '400 900',
  // 'optional': a font that is not there at first paint is not swapped in later, so headings never shift.
  display: 'optional',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});
