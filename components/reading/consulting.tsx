/** The waiting message with its spinner, while a written reading is on its way. */
export function Consulting({ label, className }: { label: string; className?: string }) {
  return (
    <p role="status" className={`flex items-center gap-3 text-mist-muted ${className ?? ''}`}>
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-violet/30 border-t-gold" />
      {label}
    </p>
  );
}
