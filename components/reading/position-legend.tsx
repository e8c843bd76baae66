/**
 * The Celtic cross's key: its ten cards show their numbers, and the positions are named here in
 * reading order (the cross, then the staff from the bottom up), with each card once it is known.
 */
export function PositionLegend({ labels, names }: { labels: readonly string[]; names: readonly (string | undefined)[] }) {
  return (
    <ol className="mx-auto mt-4 grid max-w-2xl gap-x-6 gap-y-1 text-sm text-mist-muted sm:grid-cols-2">
      {labels.map((label, index) => (
        <li key={label} className="flex gap-2">
          <span aria-hidden="true" className="w-5 shrink-0 text-right font-semibold text-violet">
            {index + 1}
          </span>
          <span>
            {label}
            {names[index] && <span className="text-gold"> · {names[index]}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
