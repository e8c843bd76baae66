/** Twelve rays, 28 to 36 units from the sun's centre, as one path: the page's markup, and its flight data, say it once. */
const RAYS = Array.from({ length: 12 }, (_, i) => {
  const angle = (i * Math.PI) / 6;
  const at = (radius: number) => `${+(48 + radius * Math.sin(angle)).toFixed(1)} ${+(48 - radius * Math.cos(angle)).toFixed(1)}`;
  return `M${at(28)}L${at(36)}`;
}).join('');

/** The sun and the moon take turns (a CSS animation: still under reduced motion, idle in hidden tabs). */
export function SunMoon() {
  return (
    <div aria-hidden="true" data-testid="sun-moon" className="relative mx-auto mb-6 size-24">
      <svg viewBox="0 0 96 96" className="sun-turn absolute inset-0" data-testid="sun">
        <circle cx="48" cy="48" r="20" fill="#f3cf7a" />
        <path d={RAYS} stroke="#ffdf9e" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <svg viewBox="0 0 96 96" className="moon-turn absolute inset-0" data-testid="moon">
        <path d="M60 20a30 30 0 1 0 16 44A24 24 0 0 1 60 20z" fill="#b9a3ff" />
        <circle cx="72" cy="26" r="2" fill="#ece9ff" />
        <circle cx="80" cy="40" r="1.5" fill="#ece9ff" />
      </svg>
    </div>
  );
}
