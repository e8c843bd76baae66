import type { ComponentProps } from 'react';

/** Line icons drawn for this site (no icon font or remote sprite). Decorative: hidden from assistive tech. */
const paths = {
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  sun: 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  briefcase: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  compass: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM15.5 8.5l-2 5-5 2 2-5z',
  sparkle: 'M12 3l1.8 5.4L19 10l-5.2 1.6L12 17l-1.8-5.4L5 10l5.2-1.6zM19 16l.7 1.6 1.6.7-1.6.7L19 21l-.7-1.6-1.6-.7 1.6-.7z',
  hourglass: 'M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9',
  hearts: 'M9 18s-5-3.2-5-7a3 3 0 0 1 5-2 3 3 0 0 1 5 2M15 21s-5-3.2-5-7a3 3 0 0 1 5-2 3 3 0 0 1 5 2c0 3.8-5 7-5 7z',
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  people: 'M9 11a3 3 0 1 0 0-6a3 3 0 1 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 11a3 3 0 1 0 0-6M18 14c1.8.8 3 2.5 3 5',
  map: 'M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14M15 6v14',
  chevron: 'M6 9l6 6 6-6',
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 11v5M12 8h.01',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  menu: 'M4 7h16M4 12h16M4 17h16',
  scales: 'M12 4v16M8 20h8M5 7h14M5 7l-3 6a3 3 0 0 0 6 0zM19 7l-3 6a3 3 0 0 0 6 0z',
  cross: 'M10 3h4v5h5v4h-5v9h-4v-9H5V8h5z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M12 14h.01',
  /** The Celtic cross: a ring around the crossing of its arms. */
  celticCross: 'M12 2v20M5 9h14M12 4.5a4.5 4.5 0 1 0 0 9a4.5 4.5 0 1 0 0-9z',
  /** Five cards laid as a cross. */
  fiveCross: 'M9.5 3h5v5h-5zM3 9.5h5v5H3zM9.5 9.5h5v5h-5zM16 9.5h5v5h-5zM9.5 16h5v5h-5z',
  yesNo: 'M3 12.5l3 3 5-6.5M14 9l6 6M20 9l-6 6',
  thought:
    'M7 14.5a3.5 3.5 0 0 1 .3-7A5 5 0 0 1 16.8 6a4 4 0 0 1 .7 8.5zM7.5 19a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0zM4 21.5a.8.8 0 1 0 1.6 0a.8.8 0 1 0-1.6 0z',
  returning: 'M9 14l-5-5 5-5M4 9h10a6 6 0 0 1 0 12h-3',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, ...props }: { name: IconName } & ComponentProps<'svg'>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}
