// A heading and eight paragraphs, no client component of its own: the cost of Next.js and React alone.
import { paragraphs } from './paragraphs';

export default function Page() {
  return (
    <main>
      <h1>The floor</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </main>
  );
}
