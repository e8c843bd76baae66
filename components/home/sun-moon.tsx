'use client';

import { useEffect, useState } from 'react';
import { useMotionAllowed } from '@/components/layout/use-motion-allowed';
import { timings } from '@/lib/tarot/timings';
import { cn } from '@/lib/utils';

/** The sun and the moon take turns every 5 s; still under reduced motion, paused in hidden tabs. */
export function SunMoon() {
  const [moon, setMoon] = useState(false);
  const moving = useMotionAllowed();

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => setMoon((value) => !value), timings.sunMoonSwap);
    return () => clearInterval(timer);
  }, [moving]);

  return (
    <div aria-hidden="true" data-testid="sun-moon" data-showing={moon ? 'moon' : 'sun'} className="relative mx-auto mb-6 size-24">
      <svg viewBox="0 0 96 96" className={cn('absolute inset-0 transition-all duration-1000', moon ? 'rotate-90 scale-75 opacity-0' : 'opacity-100')}>
        <circle cx="48" cy="48" r="20" fill="#f3cf7a" />
        <g stroke="#ffdf9e" strokeWidth="3" strokeLinecap="round">
          {Array.from({ length: 12 }, (_, i) => (
            <line key={i} x1="48" y1="12" x2="48" y2="20" transform={`rotate(${i * 30} 48 48)`} />
          ))}
        </g>
      </svg>
      <svg viewBox="0 0 96 96" className={cn('absolute inset-0 transition-all duration-1000', moon ? 'opacity-100' : '-rotate-90 scale-75 opacity-0')}>
        <path d="M60 20a30 30 0 1 0 16 44A24 24 0 0 1 60 20z" fill="#b9a3ff" />
        <circle cx="72" cy="26" r="2" fill="#ece9ff" />
        <circle cx="80" cy="40" r="1.5" fill="#ece9ff" />
      </svg>
    </div>
  );
}
