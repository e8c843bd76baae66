export const codeClass = 'rounded bg-night-950 px-1 font-mono text-[0.9em] wrap-anywhere';

/** Text between backticks in these messages is code (header, field and variable names). */
export function withCode(text: string) {
  return text.split(/`([^`]+)`/).map((part, index) =>
    index % 2 ? (
      <code key={index} className={codeClass}>
        {part}
      </code>
    ) : (
      part
    ),
  );
}
