import type { ReactNode } from 'react';
import type { Block } from '@/lib/content/blocks';

/** Editorial content as elements (never injected HTML); `miniReading` fills the article's widget slot. */
export function Blocks({ blocks, miniReading }: { blocks: readonly Block[]; miniReading?: ReactNode }) {
  return (
    <div className="prose-tarot">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'h2':
            return <h2 key={index}>{block.text}</h2>;
          case 'h3':
            return <h3 key={index}>{block.text}</h3>;
          case 'p':
            return <p key={index}>{block.text}</p>;
          case 'quote':
            return <blockquote key={index}>{block.text}</blockquote>;
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          }
          case 'mini-reading':
            return <div key={index}>{miniReading}</div>;
        }
      })}
    </div>
  );
}
