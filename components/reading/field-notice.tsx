/** A message about the question field, said beside it rather than in a toast over the page. */
export interface Notice {
  title: string;
  description: string;
  /** A refusal (announced at once, in the danger colour) rather than a confirmation. */
  error?: boolean;
}

export function FieldNotice({ notice, id }: { notice: Notice; id?: string }) {
  return (
    <p
      id={id}
      role={notice.error ? 'alert' : 'status'}
      className={notice.error ? 'text-sm text-danger' : 'text-sm text-mist'}
      data-field-notice
    >
      <span className="font-semibold">{notice.title}</span> · {notice.description}
    </p>
  );
}
