// Draws the 56 minor arcana images, public/cards/<rank>-of-<suit>.svg, in the house style of the majors.
// Run by hand (`node scripts/draw-minor-cards.mjs`); its output is committed, so rerunning rewrites identical files.
import { writeFileSync } from 'node:fs';

const OUT = new URL('../public/cards/', import.meta.url);

// The house palette.
const GOLD = '#f3cf7a';
const PALE = '#ffdf9e';
const LAV = '#b9a3ff';
const MIST = '#ece9ff';
const INK = '#241c57';
const DEEP = '#17123d';
const NIGHT = '#07061a';
const FIG = '#2d2573';

const RANKS = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'page', 'knight', 'queen', 'king'];
// Each suit's faint accent, in the glow behind its art.
const SUIT_ACCENT = { wands: '#ff9d5c', cups: '#7fc8ff', swords: '#c9c3ff', pentacles: '#9fd18b' };
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

// ---------------------------------------------------------------------------------------------
// Small SVG helpers. Every coordinate goes through f() so the files stay short and stable.

const f = (v) => String(+v.toFixed(1));
const tf = (x, y, s = 1, r = 0) => `translate(${f(x)} ${f(y)})${r ? ` rotate(${f(r)})` : ''}${s === 1 ? '' : ` scale(${+s.toFixed(3)})`}`;
const g = (transform, inner, attrs = '') => `<g transform="${transform}"${attrs ? ` ${attrs}` : ''}>${inner}</g>`;
const path = (d, attrs = '') => `<path d="${d}"${attrs ? ` ${attrs}` : ''}/>`;
const circle = (x, y, r, attrs = '') => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}"${attrs ? ` ${attrs}` : ''}/>`;
/** Stroke width that looks the same whatever the scale of the group it sits in. */
const sw = (w, s) => `stroke-width="${f(w / s)}"`;
const fill = (c, o) => `fill="${c}"${o === undefined ? '' : ` fill-opacity="${o}"`}`;
/** A path of straight segments through the given points. */
const poly = (pts, close = false) => 'M' + pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L') + (close ? 'Z' : '');

/** A seeded pseudo-random generator (FNV-1a seed, mulberry32 steps): the same card gets the same stars. */
function random(seed) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws something at each of the given points. */
const each = (pts, draw) => pts.map(([x, y]) => draw(x, y)).join('');

/** Evenly spaced positions: rows of the given counts inside a box. */
function rows(counts, x0, y0, x1, y1) {
  const out = [];
  counts.forEach((n, i) => {
    const y = counts.length === 1 ? (y0 + y1) / 2 : y0 + ((y1 - y0) * i) / (counts.length - 1);
    for (let j = 0; j < n; j++) out.push([n === 1 ? (x0 + x1) / 2 : x0 + ((x1 - x0) * j) / (n - 1), y]);
  });
  return out;
}

/** n positions along an elliptic arc (angles in degrees, 0 = right, 90 = down). */
function arc(n, cx, cy, rx, ry, a0, a1) {
  return Array.from({ length: n }, (_, i) => {
    const a = ((a0 + ((a1 - a0) * i) / Math.max(1, n - 1)) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
  });
}

// ---------------------------------------------------------------------------------------------
// The four suit emblems, each drawn about 60 units tall around its own origin.

/** A budding staff: a slim tapered rod with a bud and three small leaves (or, bundled, one). */
function wand(x, y, s = 1, r = 0, bundled = false) {
  const rod = bundled ? 'M-1.2-30H1.2L1.7 32H-1.7Z' : 'M-1.9-30H1.9L2.8 32H-2.8Z';
  const leaves = bundled
    ? 'M0-30Q-3-34 0-39Q3-34 0-30Z'
    : 'M1.8-18Q8-19 10-25Q3-25 1.8-18ZM-2.1-4Q-8-5-10-11Q-3-11-2.1-4ZM2.3 11Q8 10 9.5 4Q3 4 2.3 11ZM0-30Q-3-34 0-39Q3-34 0-30Z';
  return g(tf(x, y, s, r), path(rod, `${fill(PALE, 0.75)} ${sw(1.5, s)}`) + path(leaves, `${fill(GOLD)} ${sw(1, s)}`));
}

/** A laurel wreath. */
function wreath(x, y, r) {
  return (
    circle(x, y, r, 'stroke-width="1.4"') +
    arc(12, x, y, r, r, 0, 330)
      .map(([px, py], i) => g(tf(px, py, 1, i * 30), path('M0 0Q4-3 0-7Q-4-3 0 0Z', `${fill(GOLD)} stroke-width="1"`)))
      .join('')
  );
}

/** A chalice: bowl, knop, foot. */
function cup(x, y, s = 1, r = 0) {
  return g(
    tf(x, y, s, r),
    path('M-13-20H13Q13 0 0 3Q-13 0-13-20Z', `${fill(PALE, 0.4)} ${sw(2, s)}`) +
      path('M-10-13Q0-10 10-13', `stroke="${LAV}" ${sw(1.3, s)}`) +
      path('M0 3V14M-10 20Q-9 13 0 13Q9 13 10 20Z', `${fill(GOLD, 0.45)} ${sw(1.8, s)}`) +
      circle(0, 8, 2.6, `${fill(GOLD)} stroke="none"`),
  );
}

/** A straight sword, point up: blade, cross-guard, grip, pommel. */
function sword(x, y, s = 1, r = 0) {
  return g(
    tf(x, y, s, r),
    path('M0-32L3.4-25V13H-3.4V-25Z', `${fill(MIST, 0.35)} ${sw(1.6, s)}`) +
      path('M0-24V9', `${sw(0.9, s)}`) +
      path('M-12 14H12M0 16V25', `${sw(3, s)}`) +
      path('M-13.5 14h.1M13.5 14h.1M0 29h.1', `${sw(6, s)}`),
  );
}

const PENTAGRAM = poly(
  [0, 2, 4, 1, 3].map((k) => {
    const a = ((-90 + 72 * k) * Math.PI) / 180;
    return [10.5 * Math.cos(a), 10.5 * Math.sin(a)];
  }),
  true,
);

/** A disc engraved with a five-pointed star. */
function pentacle(x, y, s = 1, r = 0, solid = false) {
  return g(
    tf(x, y, s, r),
    circle(0, 0, 15, `${solid ? fill('#4d3f6e') : fill(PALE, 0.25)} ${sw(2.2, s)}`) + path(PENTAGRAM, `stroke="${PALE}" ${sw(1.5, s)}`),
  );
}

const EMBLEM = { wands: wand, cups: cup, swords: sword, pentacles: pentacle };

// ---------------------------------------------------------------------------------------------
// Scenery.

/** A puffed cloud centred on x, its base at y, w wide: bumps rising towards the middle. */
function cloud(x, y, w, attrs = 'stroke-width="1.6"', stroke = LAV) {
  const n = Math.max(2, Math.round(w / 26));
  const step = w / n;
  const at = (i) => [x - w / 2 + step * i, y - step * 0.45 * Math.sin((Math.PI * i) / n)];
  let d = `M${at(0).map(f).join(' ')}`;
  for (let i = 1; i <= n; i++) d += `A${f(step * 0.56)} ${f(step * 0.56)} 0 1 1 ${at(i).map(f).join(' ')}`;
  return path(`${d}Q${f(x)} ${f(y + step * 0.35)} ${at(0).map(f).join(' ')}Z`, `${fill(DEEP)} stroke="${stroke}" ${attrs}`);
}

/** A hand coming out of a cloud on the right (flip = -1: the left), gripping something upright at (x, y), or (palm) bearing it. */
function cloudHand(x, y, flip = 1, palm = false, s = 1.6) {
  const w = (v) => sw(v, s);
  const hand = palm
    ? path('M-18 1Q-19-4-14-4H-2Q2-8 7-6L11-3H16V6Q12 8 4 8H-14Q-18 8-18 1Z', `${fill(FIG)} ${w(1.8)}`) +
      path('M-16 2H-5M-15 5H-5M-2-4Q3-1 9-3', w(1.1))
    : path('M-6-8H7Q12-8 12-3V4Q12 9 7 9H-4Q-8 9-8 5V-4Q-8-8-6-8Z', `${fill(FIG)} ${w(1.8)}`) +
      path('M-8-3H1M-8 1.5H1M-8 5.5H1M-4-8Q2-13 8-8', w(1.2));
  const sleeve = palm ? 'M16 2H44' : 'M12 0H40';
  return g(
    `translate(${f(x)} ${f(y)}) scale(${f(flip * s)} ${f(s)})`,
    path(sleeve, w(10)) +
      path(sleeve, `stroke="${FIG}" ${w(6.5)}`) +
      hand +
      g('translate(50 2)', cloud(0, 10, 40, w(1.6)) + cloud(4, -4, 28, w(1.6))),
  );
}

/** Ground line across the card, with a few faint furrows below. */
function ground(y, x0 = 24, x1 = 216) {
  return (
    path(`M${x0} ${y}H${x1}`, `stroke="${LAV}" stroke-width="1.4" opacity=".8"`) +
    path(
      `M${x0 + 16} ${y + 8}H${x0 + 60}M${x1 - 70} ${y + 8}H${x1 - 22}M${(x0 + x1) / 2 - 20} ${y + 15}H${(x0 + x1) / 2 + 26}`,
      `stroke="${LAV}" stroke-width="1" opacity=".45"`,
    )
  );
}

/** Rolling waves between x0 and x1 at height y. */
function waves(y, x0 = 26, x1 = 214, amp = 3, w = 14, attrs = `stroke="${LAV}" stroke-width="1.4"`) {
  let d = `M${x0} ${y}`;
  for (let x = x0, i = 0; x < x1; x += w, i++) d += `Q${f(x + w / 2)} ${f(y + (i % 2 ? amp : -amp))} ${f(Math.min(x + w, x1))} ${y}`;
  return path(d, attrs);
}

/** Hills as one soft line, from the given points. */
function hills(pts, attrs = `${fill(DEEP)} stroke="${LAV}" stroke-width="1.4"`) {
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    d += `Q${f((x0 + x1) / 2)} ${f(Math.min(y0, y1) - 6)} ${f(x1)} ${f(y1)}`;
  }
  return path(d, attrs);
}

/** A crescent moon. */
function moon(x, y, r) {
  return path(
    `M${f(x)} ${f(y - r)}A${f(r)} ${f(r)} 0 1 0 ${f(x)} ${f(y + r)}A${f(r * 0.75)} ${f(r)} 0 1 1 ${f(x)} ${f(y - r)}Z`,
    `${fill(PALE, 0.9)} stroke="none"`,
  );
}

/** A small sailing ship. */
function ship(x, y, s = 1) {
  return g(
    tf(x, y, s),
    path('M-10 0H10L6 5H-6Z', `${fill(DEEP)} ${sw(1.4, s)}`) +
      path('M0 0V-16', sw(1.2, s)) +
      path('M1-15L9-3H1Z', `${fill(MIST, 0.6)} stroke="${MIST}" ${sw(1, s)}`),
  );
}

/** A house with a pitched roof and a lit window. */
function house(x, y, s = 1) {
  return g(
    tf(x, y, s),
    path('M-14 0V-18L0-30L14-18V0Z', `${fill(DEEP)} ${sw(1.8, s)}`) +
      path('M-17-16L0-32L17-16', sw(2, s)) +
      path('M-4 0V-9H4V0', sw(1.4, s)) +
      path('M5-19h5v5h-5z', `${fill(PALE, 0.9)} ${sw(1, s)}`),
  );
}

/** A castle: two towers and a wall. */
function castle(x, y, s = 1) {
  return g(
    tf(x, y, s),
    path('M-20 0V-26H-18V-29H-15V-26H-12V-29H-9V-26H-7V-14H7V-26H9V-29H12V-26H15V-29H18V-26H20V0Z', `${fill(DEEP)} ${sw(1.6, s)}`) +
      path('M-4 0V-6Q0-11 4-6V0', sw(1.4, s)),
  );
}

/** A five-petalled flower: a ring of dashes round a gold heart. */
function flower(x, y, r = 3, c = MIST) {
  const d = (2 * Math.PI * r) / 5;
  return (
    circle(x, y, r, `stroke="${c}" stroke-width="${f(r * 1.2)}" stroke-dasharray="${f(d * 0.6)} ${f(d * 0.4)}" stroke-linecap="butt"`) +
    circle(x, y, r * 0.45, `${fill(GOLD)} stroke="none"`)
  );
}

/** A heart. */
function heart(x, y, s = 1, attrs = `${fill(LAV, 0.3)} stroke-width="2.4"`) {
  return g(tf(x, y, s), path('M0 30C-40 2-46-28-24-37C-10-42 0-32 0-22C0-32 10-42 24-37C46-28 40 2 0 30Z', attrs));
}

/** Jagged mountain peaks along a baseline. */
function peaks(y, xs, h, attrs = `${fill(DEEP)} stroke="${LAV}" stroke-width="1.5"`) {
  let d = `M${xs[0] - h} ${y}`;
  for (const x of xs) d += `L${x} ${y - h}L${x + h * 0.6} ${y - h * 0.55}`;
  return path(`${d}L${xs[xs.length - 1] + h} ${y}Z`, attrs);
}

/** A tree: trunk and a round, lumpy crown. */
function tree(x, y, s = 1) {
  return g(
    tf(x, y, s),
    path('M-3 0L-2-40H2L3 0Z', `${fill(DEEP)} ${sw(1.6, s)}`) + cloud(0, -40, 56, sw(1.6, s), GOLD) + cloud(2, -58, 36, sw(1.6, s), GOLD),
  );
}

/** A small bird, wings raised. */
function bird(x, y, s = 1) {
  return g(
    tf(x, y, s),
    path('M0-5Q3 0 0 7Q-3 0 0-5ZM0-1Q-6-9-13-7Q-7-3 0 3ZM0-1Q6-9 13-7Q7-3 0 3Z', `${fill(MIST)} stroke="${MIST}" ${sw(1, s)}`),
  );
}

/** Slanting rain lines in a box. */
function rain(x0, y0, x1, y1, gap = 12) {
  let d = '';
  for (let x = x0, i = 0; x <= x1; x += gap, i++) d += `M${f(x)} ${f(y0 + (i % 2) * 8)}l-4 ${f(y1 - y0 - 10)}`;
  return path(d, `stroke="${LAV}" stroke-width="1.1" stroke-dasharray="5 6" opacity=".8"`);
}

// ---------------------------------------------------------------------------------------------
// People. A figure stands about 52 units tall on its own origin (its feet) before scaling.

const SHOULDERS = { l: [-4.5, -37], r: [4.5, -37] };
const ARMS = {
  down: [
    [-7, -26, -8, -17],
    [7, -26, 8, -17],
  ],
  up: [
    [-9, -46, -12, -55],
    [9, -46, 12, -55],
  ],
  front: [
    [-7, -28, -3, -22],
    [7, -28, 3, -22],
  ],
};
const BODIES = {
  gown: 'M-4.5-39Q0-41 4.5-39L10 0H-10Z',
  tunic: 'M-4.5-39Q0-41 4.5-39L8-15H-8Z',
  cloak: 'M0-52Q-9-52-8-41L-12 0H12L8-41Q9-52 0-52Z',
  rider: 'M-4.5-39Q0-41 4.5-39L6-22H-6Z',
  queen: 'M-4.5-39Q0-41 4.5-39L5.5-27L11-21L13 0H-13L-11-21L-5.5-27Z',
  king: 'M-5-39Q0-41 5-39L6-25L13-22L14 0H-14L-13-22L-6-25Z',
};

/**
 * A standing figure: body (gown, tunic with legs, hooded cloak), arms as [elbow, hand] points from the
 * shoulders, and anything extra drawn in its own coordinates (a crown, a blindfold, a held thing).
 */
function figure({ x, y, s = 1, r = 0, body = 'gown', arms = 'down', extra = '', under = '', fillColour = FIG }) {
  const armPts = typeof arms === 'string' ? ARMS[arms] : arms;
  const legs = body === 'tunic' ? path('M-3.2-16L-4.5 0M3.2-16L4.5 0', sw(3.2, s)) : '';
  const armD = armPts
    .filter(Boolean)
    .map((a, i) => `M${SHOULDERS[i ? 'r' : 'l'].join(' ')}L${a[0]} ${a[1]}L${a[2]} ${a[3]}`)
    .join('');
  return g(
    tf(x, y, s, r),
    under +
      legs +
      path(BODIES[body], `${fill(fillColour)} ${sw(1.8, s)}`) +
      (body !== 'cloak' ? circle(0, -45.5, 5.5, `${fill(fillColour)} ${sw(1.8, s)}`) : '') +
      (armD ? path(armD, sw(2.6, s)) : '') +
      extra,
  );
}

/** A horse seen from the side, facing right, hooves on the origin line; about 110 wide, 100 tall. */
function horse(x, y, s = 1) {
  return g(
    tf(x, y, s),
    path('M-41-54Q-56-48-52-26', sw(4, s)) +
      path('M-31-42L-38-22L-35 0M-22-40L-20-20L-25 0M14-40L12-20L16 0M23-40L33-26L38-14', sw(4.4, s)) +
      path(
        'M-40-40Q-47-50-41-60Q-31-68-10-63Q6-62 18-66Q34-78 44-96L47-103L51-96Q56-92 66-76Q68-70 62-68L52-70Q46-70 42-64Q36-52 32-42Q28-36 18-36H-28Q-36-36-40-40Z',
        `${fill(FIG)} ${sw(1.9, s)}`,
      ) +
      path('M44-94Q30-82 20-68M40-90l-6-1M34-84l-6-1M28-77l-6-1', sw(1.4, s)) +
      circle(51, -85, 1.8, `${fill(GOLD)} stroke="none"`),
  );
}

/** Where each emblem is held, in its own units. */
const GRIP = { wands: [0, 8], cups: [0, 9], swords: [0, 20], pentacles: [0, 15] };

/** The suit's emblem held by a hand at (hx, hy). */
function held(suit, hx, hy, s, r = 0) {
  const [gx, gy] = GRIP[suit];
  const a = (r * Math.PI) / 180;
  return EMBLEM[suit](hx - s * (gx * Math.cos(a) - gy * Math.sin(a)), hy - s * (gx * Math.sin(a) + gy * Math.cos(a)), s, r);
}

/** The [elbow, hand] of an unturned figure at (fx, fy), scale fs, reaching with its left (-1) or right (1) arm to (hx, hy). */
function reach(fx, fy, fs, side, hx, hy, bend = 3) {
  const lx = (hx - fx) / fs;
  const ly = (hy - fy) / fs;
  return [+f((side * 4.5 + lx) / 2 + side * bend), +f((ly - 37) / 2 + 1), +f(lx), +f(ly)];
}

/** A figure's hand position in card coordinates. */
const hand = (fx, fy, fs, [, , hx, hy]) => [fx + hx * fs, fy + hy * fs];

// ---------------------------------------------------------------------------------------------
// The card frame shared with the majors, and the two kinds of top mark.

/** Fifteen faint star dots, seeded by the card id; none on the numeral or the ornaments. */
function stars(id) {
  const next = random(id);
  const radii = [0.5, 0.6, 0.6, 0.7, 0.8, 0.8, 0.9, 1.2];
  let out = '';
  let placed = 0;
  while (placed < 15) {
    const x = 22 + next() * 196;
    const y = 22 + next() * 356;
    if (x > 84 && x < 156 && (y < 74 || y > 344)) continue;
    const r = radii[Math.floor(next() * radii.length)];
    const c = next() < 0.5 ? GOLD : MIST;
    out += circle(x, y, r, `fill="${c}" opacity="${f(0.4 + Math.floor(next() * 5) / 10)}"`);
    placed++;
  }
  return out;
}

function numeral(text) {
  return `<text x="121.5" y="51" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="21" letter-spacing="3" fill="${GOLD}">${text}</text>`;
}

/** The courts' word-free marks: one diamond (page), two (knight), a small crown (queen), a tall crown (king). */
function courtMark(rank) {
  const diamond = (x) => path(`M${x} 36L${x + 5} 44L${x} 52L${x - 5} 44Z`, `${fill(GOLD)}`);
  if (rank === 'page') return diamond(120);
  if (rank === 'knight') return diamond(113) + diamond(127);
  if (rank === 'queen')
    return path('M108 50L106 37L113 43L120 34L127 43L134 37L132 50Z', `${fill(GOLD)}`) + circle(120, 31, 1.8, fill(GOLD));
  return path('M104 51L101 33L110 41L115 30L120 38L125 30L130 41L139 33L136 51Z', `${fill(GOLD)}`) + circle(120, 27, 2, fill(GOLD));
}

function card(id, suit, top, art) {
  const accent = SUIT_ACCENT[suit];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 400" width="240" height="400"><defs>` +
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${INK}"/><stop offset=".5" stop-color="${DEEP}"/><stop offset="1" stop-color="${NIGHT}"/></linearGradient>` +
    `<radialGradient id="${id}-glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#342a78" stop-opacity=".75"/><stop offset="1" stop-color="#342a78" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}-tint" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${accent}" stop-opacity=".3"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    `</defs><rect width="240" height="400" rx="14" fill="url(#${id}-bg)"/>` +
    `<circle cx="120" cy="205" r="118" fill="url(#${id}-glow)"/><ellipse cx="120" cy="205" rx="112" ry="170" fill="url(#${id}-tint)"/>` +
    stars(id) +
    `<rect x="8.5" y="8.5" width="223" height="383" rx="9" fill="none" stroke="${GOLD}" stroke-width="1.4"/>` +
    `<rect x="13.5" y="13.5" width="213" height="373" rx="5.5" fill="none" stroke="${GOLD}" stroke-width=".7" opacity=".6"/>` +
    top +
    `<path d="M98 64H113M127 64H142" stroke="${GOLD}" stroke-width=".8" opacity=".7"/><path d="M120 60.5L123.5 64L120 67.5L116.5 64Z" fill="${GOLD}"/>` +
    `<path d="M104 354H115M125 354H136" stroke="${GOLD}" stroke-width=".8" opacity=".5"/><path d="M120 351.5L122.5 354L120 356.5L117.5 354Z" fill="${accent}" opacity=".9"/>` +
    `<g fill="none" stroke="${GOLD}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">${art}</g></svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// One motif per pip card. Each function returns the card's art: its emblems, counted, in a small scene.

const MOTIFS = {
  // Wands: fire, will, enterprise.
  'ace-of-wands': () =>
    hills([
      [24, 326],
      [70, 304],
      [120, 320],
      [170, 300],
      [216, 318],
    ]) +
    castle(168, 302, 0.8) +
    wand(96, 186, 2.6) +
    cloudHand(96, 196, 1, false, 1.6),
  'two-of-wands': () =>
    waves(262, 26, 214, 2.5) +
    figure({
      x: 136,
      y: 290,
      s: 1.8,
      arms: [
        [-7, -28, -13, -30],
        [10, -30, 20, -38],
      ],
      extra: circle(24, -42, 7, `${fill(FIG)} stroke-width="1.4"`) + path('M17-42h14M24-49v14', 'stroke-width="1"'),
    }) +
    wand(62, 216, 2.3) +
    wand(114, 216, 2.3) +
    path('M26 290H214V336H26Z', `${fill(DEEP)} stroke-width="2"`) +
    path(
      'M26 290V282H40V290M60 290V282H74V290M94 290V282H108V290M132 290V282H146V290M166 290V282H180V290M200 290V282H214V290',
      'stroke-width="2"',
    ),
  'three-of-wands': () =>
    path('M26 222H214', `stroke="${LAV}" stroke-width="1.4"`) +
    waves(240, 30, 210, 2) +
    waves(258, 40, 200, 2) +
    ship(106, 216, 1.1) +
    ship(160, 220, 1.4) +
    hills([
      [24, 336],
      [24, 296],
      [120, 286],
      [216, 296],
      [216, 336],
    ]) +
    wand(46, 230, 2.5) +
    wand(76, 244, 2.3) +
    wand(194, 230, 2.5) +
    figure({ x: 128, y: 316, s: 1.5, body: 'cloak' }),
  'four-of-wands': () =>
    each(rows([4], 52, 178, 188, 178), (x, y) => wand(x, y, 2.1)) +
    path('M52 118Q73 146 97 118Q120 146 143 118Q166 146 188 118', `stroke="${LAV}" stroke-width="2"`) +
    path('M52 118Q73 146 97 118Q120 146 143 118Q166 146 188 118', `stroke="${PALE}" stroke-width="5.5" stroke-dasharray=".1 6"`) +
    each(rows([3], 74, 132, 166, 132), (x, y) => flower(x, y, 4.6, MIST)) +
    castle(120, 314, 1.4) +
    figure({ x: 80, y: 320, s: 0.85, arms: 'up' }) +
    figure({ x: 160, y: 320, s: 0.85, arms: 'up' }) +
    ground(320),
  'five-of-wands': () =>
    [34, -30, 2, 30, -34].map((r, i) => wand(58 + i * 31, 204 + (i % 2 ? 18 : 0), 2.2, r)).join('') +
    each(
      [
        [88, 160],
        [150, 160],
        [120, 262],
      ],
      (x, y) => path(`M${x} ${y - 7}V${y + 7}M${x - 7} ${y}H${x + 7}`, `stroke="${PALE}" stroke-width="1.8"`),
    ) +
    ground(322),
  'six-of-wands': () =>
    each(rows([5], 40, 236, 200, 236), (x, y) => wand(x, y, 1.6)) +
    horse(112, 330, 1.05) +
    figure({
      x: 106,
      y: 288,
      s: 1.3,
      body: 'rider',
      arms: [
        [-6, -30, 0, -24],
        [9, -44, 13, -52],
      ],
      under: path('M-3-22L7-12L5 2', 'stroke-width="2.4"'),
    }) +
    held('wands', 123, 220, 1.9) +
    wreath(123, 100, 13) +
    ground(330),
  'seven-of-wands': () =>
    path('M24 214Q90 202 130 204Q180 206 216 222V226H24Z', `${fill(DEEP)} stroke="${LAV}" stroke-width="1.6"`) +
    figure({
      x: 112,
      y: 210,
      s: 2,
      body: 'tunic',
      arms: [
        [-10, -30, -15, -40],
        [10, -26, 14, -18],
      ],
    }) +
    wand(112, 154, 2.2, 55) +
    [-16, -8, 0, 6, 12, 20].map((r, i) => wand(40 + i * 32, 284 + (i % 2) * 12, 1.65, r)).join(''),
  'eight-of-wands': () =>
    [-8, 6, -3, 9, -7, 4, -9, 5]
      .map((along, k) => wand(120 + (k - 3.5) * 25 * 0.64 + along * 0.77, 192 + (k - 3.5) * 25 * 0.77 - along * 0.64, 1.2, 50))
      .join('') +
    path('M28 112l14 11M28 166l14 11M34 220l14 11', `stroke="${LAV}" stroke-width="1.3" opacity=".6"`) +
    hills([
      [24, 326],
      [80, 304],
      [140, 320],
      [216, 300],
    ]) +
    waves(334, 60, 200, 2),
  'nine-of-wands': () =>
    each(rows([8], 36, 168, 204, 168), (x, y) => wand(x, y, 1.8)) +
    figure({
      x: 106,
      y: 326,
      s: 2.4,
      body: 'tunic',
      arms: [
        [8, -30, 14, -36],
        [-8, -28, -6, -20],
      ],
      extra: path('M-6-48.5L6-46.5', `stroke="${MIST}" stroke-width="2.4"`),
    }) +
    held('wands', 140, 240, 2.4) +
    ground(326),
  'ten-of-wands': () =>
    house(200, 322, 1.1) +
    ground(322) +
    g(
      tf(160, 206, 1, 16),
      Array.from({ length: 10 }, (_, i) => wand((i - 4.5) * 8.5, i % 2 ? 4 : -4, 1.8, (i - 4.5) * 1.6, true)).join('') +
        path('M-42 36Q0 46 42 36', 'stroke-width="3"'),
    ) +
    figure({
      x: 90,
      y: 322,
      s: 2.3,
      r: 18,
      body: 'tunic',
      arms: [
        [10, -32, 20, -30],
        [8, -24, 20, -22],
      ],
    }),
  // Cups: water, feeling, love.
  'ace-of-cups': () =>
    waves(306, 26, 214, 3) +
    waves(320, 36, 204, 3) +
    path(
      'M84 128Q64 160 62 300M90 132Q80 200 84 300M130 132Q136 200 128 300M136 128Q150 170 152 300',
      `stroke="${MIST}" stroke-width="1.6" stroke-dasharray="7 5" opacity=".8"`,
    ) +
    flower(48, 312, 4) +
    flower(190, 314, 4) +
    cup(110, 170, 2.4) +
    cloudHand(110, 221, 1, true, 1.5) +
    bird(110, 98, 1.4),
  'two-of-cups': () => {
    const l = reach(72, 324, 2.1, 1, 100, 232);
    const r = reach(168, 324, 2.1, -1, 140, 232);
    return (
      ground(324) +
      path('M120 236V140', 'stroke-width="2.4"') +
      path(
        'M120 150Q100 136 88 148Q102 146 108 156Q96 156 92 166Q106 162 120 166Q134 162 148 166Q144 156 132 156Q138 146 152 148Q140 136 120 150Z',
        `${fill(GOLD, 0.5)} stroke-width="1.4"`,
      ) +
      path(
        'M120 176Q110 184 120 192Q130 200 120 208Q110 216 120 224M120 176Q130 184 120 192Q110 200 120 208Q130 216 120 224',
        `stroke="${LAV}" stroke-width="1.6"`,
      ) +
      circle(120, 134, 5, `${fill(GOLD)} stroke="none"`) +
      figure({ x: 72, y: 324, s: 2.1, arms: [[-7, -27, -8, -17], l] }) +
      figure({ x: 168, y: 324, s: 2.1, arms: [r, [7, -27, 8, -17]] }) +
      held('cups', 100, 232, 1.05) +
      held('cups', 140, 232, 1.05)
    );
  },
  'three-of-cups': () =>
    ground(324) +
    each(rows([5], 44, 318, 196, 318), (x, y) => flower(x, y, 3, PALE)) +
    figure({ x: 78, y: 324, s: 2, arms: [[-8, -27, -8, -18], reach(78, 324, 2, 1, 96, 184)] }) +
    figure({ x: 162, y: 324, s: 2, arms: [reach(162, 324, 2, -1, 144, 184), [8, -27, 8, -18]] }) +
    figure({ x: 120, y: 324, s: 2, arms: [[-8, -30, -12, -24], reach(120, 324, 2, 1, 121, 170, 1)] }) +
    held('cups', 96, 184, 1.05) +
    held('cups', 144, 184, 1.05) +
    held('cups', 121, 170, 1.05),
  'four-of-cups': () =>
    ground(322) +
    tree(66, 322, 1.7) +
    figure({
      x: 98,
      y: 322,
      s: 2,
      body: 'queen',
      arms: [
        [-6, -30, 5, -31],
        [6, -30, -5, -31],
      ],
    }) +
    each(rows([3], 132, 304, 194, 304), (x, y) => cup(x, y, 0.9)) +
    cup(138, 140, 1.2) +
    cloudHand(138, 168, -1, true, 1.2),
  'five-of-cups': () =>
    path('M26 222H214', `stroke="${LAV}" stroke-width="1.2"`) +
    waves(236, 26, 214, 2) +
    path('M150 222Q176 196 202 222', `${fill(DEEP)} stroke="${LAV}" stroke-width="1.6"`) +
    castle(196, 218, 0.7) +
    ground(326) +
    figure({ x: 106, y: 314, s: 2.6, body: 'cloak', fillColour: NIGHT }) +
    cup(50, 318, 1, -90) +
    cup(92, 328, 1, 90) +
    cup(150, 326, 1, 90) +
    path('M24 322q6 6 14 4M112 334q8 2 14-2M170 332q8 2 14-2', `stroke="${SUIT_ACCENT.cups}" stroke-width="2"`) +
    cup(182, 292, 1) +
    cup(206, 296, 1),
  'six-of-cups': () =>
    ground(326) +
    path('M178 286V250H206V286', `${fill(DEEP)} stroke-width="1.8"`) +
    cup(192, 232, 0.85) +
    flower(192, 208, 4) +
    figure({
      x: 76,
      y: 284,
      s: 1.9,
      r: 8,
      arms: [
        [-7, -27, -8, -17],
        [9, -30, 17, -28],
      ],
    }) +
    figure({
      x: 146,
      y: 284,
      s: 1.35,
      body: 'tunic',
      arms: [
        [-8, -28, -18, -26],
        [7, -27, 8, -17],
      ],
    }) +
    cup(116, 242, 0.85) +
    flower(116, 218, 4) +
    each(rows([4], 42, 312, 198, 312), (x, y) => cup(x, y, 0.8) + flower(x, y - 22, 3.6)),
  'seven-of-cups': () =>
    rows([4, 3], 48, 132, 192, 212)
      .map(
        ([x, y], i) =>
          cloud(x + (i > 3 ? 0 : 0), y + 16, 40) +
          cup(x, y - 2, 0.95) +
          (i === 1 ? wreath(x, y - 42, 7) : '') +
          (i === 5 ? flower(x, y - 34, 4, PALE) : ''),
      )
      .join('') +
    figure({ x: 120, y: 340, s: 2.3, body: 'cloak', fillColour: NIGHT, extra: path('M8-40L16-50L22-58', 'stroke-width="1.6"') }),
  'eight-of-cups': () =>
    moon(128, 108, 22) +
    peaks(236, [150, 194], 34, `stroke="${LAV}" stroke-width="1.4" opacity=".8"`) +
    path('M132 326Q160 296 172 240', `stroke="${LAV}" stroke-width="1.2" stroke-dasharray="4 5"`) +
    figure({ x: 172, y: 292, s: 1.6, body: 'cloak', extra: path('M9-30L14 0', 'stroke-width="1.6"') }) +
    each(rows([5], 34, 318, 130, 318), (x, y) => cup(x, y, 0.9)) +
    each(rows([3], 46, 282, 118, 282), (x, y) => cup(x, y, 0.9)) +
    ground(338, 24, 140),
  'nine-of-cups': () =>
    path('M28 178Q120 90 212 178', `stroke="${LAV}" stroke-width="2"`) +
    path('M28 178Q120 130 212 178', `stroke="${LAV}" stroke-width="1.2" opacity=".6"`) +
    arc(9, 120, 250, 94, 132, 200, 340)
      .map(([x, y]) => cup(x, y - 12, 0.8))
      .join('') +
    path('M70 322V276H170V322', `${fill(DEEP)} stroke-width="2"`) +
    figure({
      x: 120,
      y: 322,
      s: 2.3,
      body: 'queen',
      arms: [
        [-8, -30, 6, -31],
        [8, -30, -6, -31],
      ],
    }),
  'ten-of-cups': () =>
    [
      [104, LAV],
      [96, PALE],
      [88, SUIT_ACCENT.cups],
    ]
      .map(([r, c]) => path(`M${120 - r} 262A${r} ${r} 0 0 1 ${120 + r} 262`, `stroke="${c}" stroke-width="2.2" opacity=".8"`))
      .join('') +
    arc(10, 120, 262, 96, 96, 188, 352)
      .map(([x, y]) => cup(x, y, 0.7))
      .join('') +
    ground(324) +
    house(176, 324, 1.1) +
    figure({ x: 82, y: 324, s: 1.15, arms: [null, [9, -46, 13, -56]] }) +
    figure({ x: 102, y: 324, s: 1.2, arms: [[-9, -46, -13, -56], null] }) +
    figure({ x: 128, y: 324, s: 0.75, body: 'tunic', arms: 'up' }) +
    figure({ x: 144, y: 324, s: 0.7, body: 'tunic', arms: 'up' }),

  // Swords: air, thought, conflict.
  'ace-of-swords': () =>
    peaks(326, [52, 110, 170], 34) +
    g(
      'translate(14 0)',
      sword(118, 196, 2.6) +
        path('M104 124L102 110L110 116L118 104L126 116L134 110L132 124Z', `${fill(GOLD)} stroke-width="1.6"`) +
        path('M104 124Q86 140 84 170M132 124Q150 140 156 168', 'stroke-width="1.6"') +
        each(
          [
            [86, 146],
            [84, 162],
            [152, 146],
            [156, 160],
          ],
          (x, y) => path(`M${x} ${y}q-5-2-7 3q5 2 7-3z`, `${fill(GOLD)} stroke-width="1"`),
        ) +
        cloudHand(118, 248, -1, false, 1.6),
    ),
  'two-of-swords': () =>
    moon(186, 104, 16) +
    waves(236, 26, 214, 2) +
    path('M26 222H214', `stroke="${LAV}" stroke-width="1.2"`) +
    path('M78 324V286H162V324', `${fill(DEEP)} stroke-width="2"`) +
    figure({
      x: 120,
      y: 324,
      s: 2.3,
      body: 'queen',
      arms: [
        [-8, -31, 5, -33],
        [8, -31, -5, -33],
      ],
      extra: path('M-6-46.5H6', `stroke="${MIST}" stroke-width="2.4"`),
    }) +
    held('swords', 120 + 5 * 2.3, 324 - 33 * 2.3, 2, -42) +
    held('swords', 120 - 5 * 2.3, 324 - 33 * 2.3, 2, 42),
  'three-of-swords': () =>
    cloud(74, 118, 80) +
    cloud(166, 110, 70) +
    rain(40, 132, 210, 330, 18) +
    heart(120, 226, 1.45, `${fill('#7a3f7e')} stroke-width="1.7"`) +
    path('M96 208Q86 218 92 232', `stroke="${MIST}" stroke-width="2" opacity=".6"`) +
    sword(120, 214, 2.1, 180) +
    sword(94, 220, 2.1, 152) +
    sword(146, 220, 2.1, 208),
  'four-of-swords': () =>
    path('M84 236V120Q84 88 120 86Q156 88 156 120V236Z', `${fill(DEEP)} stroke="${LAV}" stroke-width="1.4" opacity=".8"`) +
    each(rows([3], 92, 168, 148, 168), (x, y) => sword(x, y, 1.4, 180)) +
    path('M40 276H200V322H40Z', `${fill(DEEP)} stroke-width="2.2"`) +
    sword(120, 299, 1.5, 90) +
    figure({
      x: 186,
      y: 272,
      s: 2,
      r: -90,
      body: 'gown',
      arms: [
        [-6, -28, 0, -34],
        [6, -28, 0, -34],
      ],
    }),
  'five-of-swords': () =>
    cloud(60, 116, 70) +
    cloud(180, 130, 56) +
    waves(248, 26, 110, 2) +
    figure({ x: 44, y: 250, s: 0.8, body: 'cloak' }) +
    figure({ x: 68, y: 252, s: 0.9, body: 'cloak' }) +
    ground(324) +
    sword(66, 314, 1.3, 100) +
    sword(96, 328, 1.3, 78) +
    held('swords', 156 + 11 * 2.3, 324 - 34 * 2.3, 1.3, -20) +
    held('swords', 156 + 11 * 2.3, 324 - 34 * 2.3, 1.3, 10) +
    figure({
      x: 156,
      y: 324,
      s: 2.3,
      body: 'tunic',
      arms: [
        [-9, -28, -12, -22],
        [9, -30, 11, -34],
      ],
    }) +
    held('swords', 156 - 12 * 2.3, 324 - 22 * 2.3, 1.3, 180),
  'six-of-swords': () =>
    waves(300, 26, 214, 3) +
    waves(316, 34, 206, 3) +
    waves(332, 44, 196, 3) +
    each(rows([6], 62, 244, 132, 244), (x, y) => sword(x, y, 1.15)) +
    path('M36 272H204Q196 296 168 298H70Q46 296 36 272Z', `${fill(DEEP)} stroke-width="2.2"`) +
    figure({
      x: 176,
      y: 272,
      s: 1.7,
      body: 'tunic',
      arms: [
        [6, -30, 14, -40],
        [4, -22, 14, -28],
      ],
    }) +
    path('M204 156L168 312', 'stroke-width="2"') +
    figure({ x: 148, y: 272, s: 1.1, body: 'cloak' }),
  'seven-of-swords': () =>
    path('M150 240L172 200L194 240ZM172 200V240M184 240L200 212L216 240', `${fill(DEEP)} stroke="${LAV}" stroke-width="1.5"`) +
    ground(324) +
    sword(180, 290, 1.35) +
    sword(206, 298, 1.35) +
    figure({
      x: 134,
      y: 324,
      s: 2.3,
      r: -10,
      body: 'tunic',
      arms: [
        [-9, -30, -16, -30],
        [6, -28, -12, -26],
      ],
    }) +
    [0, 1, 2, 3, 4].map((i) => held('swords', 104 + i * 2, 216 + i * 13, 1.2, -80)).join(''),
  'eight-of-swords': () =>
    castle(120, 150, 1.1) +
    hills(
      [
        [24, 160],
        [80, 144],
        [160, 150],
        [216, 140],
      ],
      `stroke="${LAV}" stroke-width="1.2"`,
    ) +
    ground(324) +
    [36, 62, 88, 152, 178, 204].map((x, i) => sword(x, 286 + (i % 2) * 10, 1.35, 180)).join('') +
    sword(50, 236, 1.35, 180) +
    sword(190, 236, 1.35, 180) +
    figure({
      x: 120,
      y: 324,
      s: 2.5,
      arms: [],
      extra:
        path('M-6-46.5H6', `stroke="${MIST}" stroke-width="2.4"`) +
        path('M-5-34L7-28M-7-26L8-20M-8-18L9-12M-9-10L9-4', `stroke="${MIST}" stroke-width="1"`),
    }),
  'nine-of-swords': () =>
    Array.from({ length: 9 }, (_, i) => sword(i % 2 ? 134 : 106, 88 + i * 15, 1.45, 90)).join('') +
    path('M34 334V252M34 274H206V334', `stroke-width="2.4"`) +
    figure({
      x: 90,
      y: 306,
      s: 1.8,
      arms: [
        [-8, -36, -4, -44],
        [8, -36, 4, -44],
      ],
    }) +
    path('M56 288H202V308H56Z', `${fill(FIG)} stroke-width="2"`) +
    path('M72 288V308M92 288V308M112 288V308M132 288V308M152 288V308M172 288V308M192 288V308', `stroke="${LAV}" stroke-width="1"`),
  'ten-of-swords': () =>
    path('M26 304H214V312Q120 306 26 312Z', `${fill(PALE, 0.35)} stroke="none"`) +
    path('M26 304H214', `stroke="${PALE}" stroke-width="2.4"`) +
    cloud(120, 130, 150) +
    waves(320, 26, 214, 2) +
    waves(334, 40, 200, 2) +
    figure({ x: 196, y: 292, s: 2.3, r: -90 }) +
    Array.from({ length: 10 }, (_, i) => sword(80 + i * 11, 246, 1.05, 180)).join(''),
  // Pentacles: earth, work, wealth.
  'ace-of-pentacles': () =>
    peaks(300, [112, 150], 26, `stroke="${LAV}" stroke-width="1.4"`) +
    path('M56 334V290Q56 236 120 232Q184 236 184 290V334', `stroke-width="8" stroke-dasharray="1 7" stroke="${SUIT_ACCENT.pentacles}"`) +
    path('M66 334V292Q66 246 120 242Q174 246 174 292V334', 'stroke-width="1.6"') +
    path('M104 334L116 300H124L136 334', `stroke="${LAV}" stroke-width="1.2"`) +
    flower(44, 322, 4) +
    flower(196, 322, 4) +
    pentacle(104, 158, 2.7) +
    cloudHand(104, 201, 1, true, 1.5),
  'two-of-pentacles': () => {
    const fx = 120;
    return (
      waves(142, 26, 214, 8, 34) +
      ship(66, 134, 1.2) +
      ship(168, 128, 1) +
      path(
        'M120 198C140 166 184 166 184 198C184 230 140 230 120 198C100 166 56 166 56 198C56 230 100 230 120 198Z',
        `stroke="${LAV}" stroke-width="2.2"`,
      ) +
      pentacle(86, 198, 1.35) +
      pentacle(154, 198, 1.35) +
      ground(326) +
      figure({
        x: fx,
        y: 326,
        s: 2.1,
        body: 'tunic',
        arms: [reach(fx, 326, 2.1, -1, 88, 218, 4), reach(fx, 326, 2.1, 1, 152, 218, 4)],
        extra: path('M-5-50V-60H5V-50M-8-50H8', `${fill(FIG)} stroke-width="1.2"`),
      })
    );
  },
  'three-of-pentacles': () =>
    path('M54 336V180Q54 118 120 92Q186 118 186 180V336', `${fill(DEEP)} stroke-width="2.6"`) +
    path('M66 336V184Q66 132 120 108Q174 132 174 184V336', 'stroke-width="1.2" opacity=".6"') +
    pentacle(120, 140, 1.15) +
    pentacle(98, 178, 1.15) +
    pentacle(142, 178, 1.15) +
    path('M130 290H184M136 290V320M178 290V320', 'stroke-width="2.2"') +
    figure({
      x: 156,
      y: 290,
      s: 1.5,
      body: 'tunic',
      arms: [
        [-8, -30, -14, -36],
        [8, -28, 10, -20],
      ],
      extra: path('M-14-36L-18-46M-22-46H-14', 'stroke-width="2"'),
    }) +
    figure({ x: 74, y: 324, s: 1.6, body: 'cloak' }) +
    figure({
      x: 102,
      y: 324,
      s: 1.5,
      arms: [
        [-8, -28, -2, -30],
        [8, -28, 2, -30],
      ],
      extra: path('M-8-34H8V-26H-8Z', `${fill(MIST, 0.8)} stroke="${MIST}" stroke-width=".8"`),
    }) +
    ground(324),
  'four-of-pentacles': () =>
    path(
      'M28 300V240H46V300M50 300V214H72V300M168 300V226H190V300M194 300V250H212V300',
      `${fill(DEEP)} stroke="${LAV}" stroke-width="1.4"`,
    ) +
    path('M84 316V276H156V316', `${fill(DEEP)} stroke-width="2"`) +
    figure({
      x: 120,
      y: 316,
      s: 2.4,
      body: 'queen',
      arms: [
        [-10, -30, -4, -26],
        [10, -30, 4, -26],
      ],
      extra: path('M-5-50L-5.5-54L-2.5-52L0-55L2.5-52L5.5-54L5-50Z', `${fill(GOLD)} stroke-width=".5"`),
    }) +
    pentacle(120, 248, 1.25, 0, true) +
    path(`M${120 - 4 * 2.4} 256L120 254L${120 + 4 * 2.4} 256`, 'stroke-width="3"') +
    pentacle(120, 169, 0.85) +
    pentacle(90, 326, 0.85) +
    pentacle(150, 326, 0.85),
  'five-of-pentacles': () =>
    path('M64 224V132Q64 88 120 84Q176 88 176 132V224Z', `${fill(PALE, 0.18)} stroke-width="2.4"`) +
    path('M120 84V224M64 150H176', 'stroke-width="1" opacity=".5"') +
    pentacle(96, 122, 0.85) +
    pentacle(144, 122, 0.85) +
    pentacle(120, 156, 0.85) +
    pentacle(96, 190, 0.85) +
    pentacle(144, 190, 0.85) +
    each(
      [
        [36, 110],
        [210, 130],
        [40, 200],
        [200, 220],
        [30, 260],
        [212, 270],
        [120, 246],
        [90, 236],
      ],
      (x, y) => circle(x, y, 1.8, `${fill(MIST)} stroke="none"`),
    ) +
    ground(326) +
    figure({ x: 84, y: 326, s: 1.7, r: 6, body: 'cloak' }) +
    path('M70 276L62 326M98 276L106 326', 'stroke-width="2.2"') +
    figure({ x: 150, y: 326, s: 1.8, r: 10, body: 'cloak', fillColour: NIGHT }),
  'six-of-pentacles': () =>
    each(arc(6, 120, 170, 84, 60, 200, 340), (x, y) => pentacle(x, y, 0.95)) +
    ground(324) +
    figure({ x: 120, y: 324, s: 2.2, arms: [reach(120, 324, 2.2, -1, 96, 196, 3), reach(120, 324, 2.2, 1, 150, 236, 2)] }) +
    path('M96 196V208M76 208H116M76 208L70 222H82ZM116 208L110 222H122Z', 'stroke-width="1.6"') +
    each(
      [
        [158, 250],
        [162, 264],
      ],
      (x, y) => circle(x, y, 2.4, `${fill(GOLD)} stroke="none"`),
    ) +
    figure({ x: 58, y: 324, s: 1.3, body: 'cloak', fillColour: NIGHT }) +
    figure({ x: 182, y: 324, s: 1.3, body: 'cloak', fillColour: NIGHT }),
  'seven-of-pentacles': () =>
    ground(324) +
    path('M150 324V250', 'stroke-width="3"') +
    path('M112 250Q104 176 150 160Q198 168 196 240Q198 270 150 270Q110 272 112 250Z', `${fill(DEEP)} stroke="${LAV}" stroke-width="1.8"`) +
    each(rows([2, 2, 2], 132, 190, 174, 250), (x, y) => pentacle(x, y, 0.95)) +
    figure({
      x: 66,
      y: 324,
      s: 2.3,
      r: 4,
      body: 'tunic',
      arms: [
        [8, -28, 12, -34],
        [-6, -26, 2, -30],
      ],
    }) +
    path('M94 244L104 322M96 322H114', 'stroke-width="2.6"') +
    pentacle(82, 312, 0.8),
  'eight-of-pentacles': () =>
    path('M196 334V96', 'stroke-width="3"') +
    each(rows([1, 1, 1, 1, 1, 1], 176, 100, 176, 270), (x, y) => pentacle(x, y, 0.92)) +
    path('M62 284H150M70 284V322M142 284V322', 'stroke-width="2.4"') +
    figure({
      x: 78,
      y: 322,
      s: 2.1,
      body: 'tunic',
      arms: [
        [10, -36, 16, -44],
        [8, -28, 18, -26],
      ],
      extra: path('M16-44L14-52M9-53H19', 'stroke-width="2"'),
    }) +
    pentacle(124, 269, 0.92) +
    pentacle(34, 312, 0.8) +
    ground(322, 24, 180),
  'nine-of-pentacles': () => {
    const [hx, hy] = [78, 204];
    return (
      path('M196 330Q176 270 196 214Q212 160 190 100M44 330Q30 296 46 260', `stroke="${LAV}" stroke-width="2"`) +
      each(
        [
          [180, 118],
          [204, 152],
          [184, 190],
          [204, 230],
          [184, 268],
          [204, 304],
          [42, 254],
          [58, 288],
          [36, 318],
        ],
        (x, y) => pentacle(x, y, 0.85),
      ) +
      figure({ x: 118, y: 328, s: 2.5, arms: [reach(118, 328, 2.5, -1, hx, hy, 3), [8, -28, 10, -20]] }) +
      bird(hx + 2, hy - 12, 1.6) +
      ground(328, 70, 170)
    );
  },
  'ten-of-pentacles': () =>
    path('M34 336V144Q34 92 120 88Q206 92 206 144V336', `stroke="${LAV}" stroke-width="2.2"`) +
    [
      [0, 0],
      [-1, 0.55],
      [1, 0.55],
      [-1, 1.6],
      [1, 1.6],
      [0, 2.1],
      [-1, 3.1],
      [1, 3.1],
      [0, 3.6],
      [0, 4.6],
    ]
      .map(([i, j]) => pentacle(120 + i * 44, 114 + j * 38, 0.88))
      .join('') +
    figure({ x: 62, y: 330, s: 1.25, body: 'cloak' }) +
    path('M174 312L172 330M192 312L194 330M196 310L203 301', 'stroke-width="3"') +
    path('M172 311H194', 'stroke-width="10"') +
    path('M172 311H194', `stroke="${FIG}" stroke-width="6.6"`) +
    circle(166, 303, 5.5, `${fill(FIG)} stroke-width="1.7"`) +
    path('M161 305L155 309M165 298L160 307', 'stroke-width="1.7"') +
    ground(330),
};

// ---------------------------------------------------------------------------------------------
// The court cards: the same four compositions in every suit, told apart by pose and furniture.

const CROWN = {
  queen: path('M-6-50L-7-57L-3-53.5L0-59L3-53.5L7-57L6-50Z', `${fill(GOLD)} stroke-width=".5"`),
  king: path('M-7-49L-9.5-61L-4.5-55L-2.2-63L0-56L2.2-63L4.5-55L9.5-61L7-49Z', `${fill(GOLD)} stroke-width=".5"`),
};

function court(rank, suit) {
  const art = SUIT_GROUND[suit]();
  if (rank === 'page') {
    const arms = [
      [-7, -27, -8, -17],
      [11, -44, 14, -53],
    ];
    const [hx, hy] = hand(104, 324, 3.3, arms[1]);
    return (
      art +
      figure({
        x: 104,
        y: 324,
        s: 3.3,
        body: 'tunic',
        arms,
        extra:
          path('M-7-49Q-8-55 0-55Q8-55 7-49ZM-9-49H9', `${fill(LAV)} stroke="${LAV}" stroke-width=".6"`) +
          path('M4-54Q11-61 15-57', `stroke="${LAV}" stroke-width="1"`),
      }) +
      held(suit, hx, hy, 1.3)
    );
  }
  if (rank === 'knight') {
    const arms = [
      [-7, -30, 1, -25],
      [10, -44, 13, -53],
    ];
    const [hx, hy] = hand(104, 280, 2.2, arms[1]);
    return (
      art +
      horse(118, 328, 1.5) +
      figure({
        x: 104,
        y: 280,
        s: 2.2,
        body: 'rider',
        arms,
        under: path('M-3-22L7-12L5 2', 'stroke-width="2.4"'),
        extra: path('M-6-49Q0-56 6-49M0-51V-56Q-2-60-6-60', 'stroke-width="1.3"'),
      }) +
      held(suit, hx, hy, 1.25)
    );
  }
  if (rank === 'queen') {
    const arms = [
      [-9, -27, -3, -23],
      [10, -29, 16, -32],
    ];
    const [hx, hy] = hand(120, 324, 3.1, arms[1]);
    return (
      art +
      path('M66 324V190Q66 146 120 138Q174 146 174 190V324', `${fill(DEEP)} stroke-width="2.4"`) +
      path('M77 324V196Q77 158 120 151Q163 158 163 196V324', 'stroke-width="1.2" opacity=".6"') +
      figure({
        x: 120,
        y: 324,
        s: 3.1,
        body: 'queen',
        arms,
        under: path('M-6-40Q-16-26-15 0H15Q16-26 6-40Z', `${fill(INK)} stroke="${LAV}" stroke-width=".6"`),
        extra:
          CROWN.queen + path('M-5.5-46Q-8-38-7-33M5.5-46Q8-38 7-33', 'stroke-width=".8"') + path('M-11-21Q0-18 11-21', 'stroke-width=".6"'),
      }) +
      held(suit, hx, hy, 1.3)
    );
  }
  const arms = [
    [-10, -27, -10, -19],
    [10, -30, 15, -34],
  ];
  const [hx, hy] = hand(120, 324, 3.2, arms[1]);
  return (
    art +
    path('M52 324V150H62V138H72V150H168V138H178V150H188V324', `${fill(DEEP)} stroke-width="2.4"`) +
    path('M64 164H176M64 164V324M176 164V324', 'stroke-width="1.2" opacity=".6"') +
    figure({
      x: 120,
      y: 324,
      s: 3.2,
      body: 'king',
      arms,
      under: path('M-6-40Q-18-26-17 0H17Q18-26 6-40Z', `${fill(INK)} stroke="${LAV}" stroke-width=".6"`),
      extra:
        CROWN.king +
        path('M-4-43Q-3-37 0-35.5Q3-37 4-43Q0-41-4-43Z', `${fill(GOLD)} stroke-width=".5"`) +
        path('M-13-22Q0-19 13-22M0-20V0M-10 0H-3M3 0H10', 'stroke-width=".7"'),
    }) +
    held(suit, hx, hy, 1.35)
  );
}

/** What each suit's courts stand on. */
const SUIT_GROUND = {
  wands: () =>
    hills([
      [24, 322],
      [60, 300],
      [100, 314],
      [150, 296],
      [216, 318],
    ]) + path('M160 300L172 284L184 300M186 304L194 292L202 304', `stroke="${LAV}" stroke-width="1.3"`),
  cups: () => waves(312, 26, 214, 3) + waves(324, 34, 206, 3) + ground(334),
  swords: () => cloud(56, 120, 48) + cloud(190, 150, 40) + ground(322),
  pentacles: () => ground(322) + each(rows([5], 34, 314, 206, 314), (x, y) => flower(x, y, 2.4, PALE)),
};

// ---------------------------------------------------------------------------------------------

function draw(rank, suit) {
  const id = `${rank}-of-${suit}`;
  const i = RANKS.indexOf(rank);
  return i < 10 ? card(id, suit, numeral(ROMAN[i]), MOTIFS[id]()) : card(id, suit, courtMark(rank), court(rank, suit));
}

for (const suit of ['wands', 'cups', 'swords', 'pentacles']) {
  for (const rank of RANKS) writeFileSync(new URL(`${rank}-of-${suit}.svg`, OUT), draw(rank, suit));
}
