import type { ReactNode } from 'react';
import { linkMentions, type CardMention } from '@/lib/cards/mentions';
import type { Block } from '@/lib/blocks';

/**
 * Editorial content as elements (never injected HTML); `miniReading` fills the article's widget
 * slot; the first mention of each of `cards` in the text links to that card's page.
 */
export function Blocks({
  blocks,
  miniReading,
  cards = [],
}: {
  blocks: readonly Block[];
  miniReading?: ReactNode;
  cards?: readonly CardMention[];
}) {
  const linked = new Set<string>();
  const text = (value: string) =>
    linkMentions(value, cards, linked).map((piece, index) =>
      typeof piece === 'string' ? (
        piece
      ) : (
        <a key={index} href={piece.path}>
          {piece.text}
        </a>
      ),
    );
  return (
    <div className="prose-tarot">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'h2':
            return <h2 key={index}>{block.text}</h2>;
          case 'h3':
            return <h3 key={index}>{block.text}</h3>;
          case 'p':
            return <p key={index}>{text(block.text)}</p>;
          case 'quote':
            return <blockquote key={index}>{text(block.text)}</blockquote>;
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{text(item)}</li>
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
