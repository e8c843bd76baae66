/** Lines that open with an emoji are the reading's section headings (the AI and the template alike). */
const HEADING = /^\p{Extended_Pictographic}/u;

/** Renders a written reading as headed sections of plain text (never as HTML). */
export function ReadingText({ text }: { text: string }) {
  const blocks = text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className="space-y-4 leading-relaxed">
      {blocks.map((block, index) => {
        const [first = '', ...rest] = block.split('\n');
        if (HEADING.test(first)) {
          return (
            <section key={index}>
              <h3 className="font-display text-lg font-semibold text-gold">{first.trim()}</h3>
              {/* Each line its own paragraph: a crisis opening's help lines stand apart from what comes after. */}
              {rest
                .map((line) => line.trim())
                .filter(Boolean)
                .map((line, at) => (
                  <p key={at} className={at === 0 ? 'mt-1' : 'mt-2'}>
                    {line}
                  </p>
                ))}
            </section>
          );
        }
        return (
          <p key={index} className="whitespace-pre-line">
            {block}
          </p>
        );
      })}
    </div>
  );
}
