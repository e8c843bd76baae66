import { Suspense, type ReactNode } from 'react';
import type { Block } from '@/lib/content/blocks';

/** Splits the content at its second-level headings. */
function sections(blocks: readonly Block[]): Block[][] {
  const groups: Block[][] = [];
  for (const block of blocks) {
    if (block.type === 'h2' || groups.length === 0) groups.push([]);
    groups.at(-1)!.push(block);
  }
  return groups;
}

/**
 * Editorial content as elements (never injected HTML); `miniReading` fills the article's widget
 * slot. Each section is its own Suspense boundary: nothing here suspends (it is all in the
 * prerendered HTML), but React then hydrates a long page section by section, yielding to the
 * browser in between, instead of in one long task.
 */
export function Blocks({ blocks, miniReading }: { blocks: readonly Block[]; miniReading?: ReactNode }) {
  return (
    <div className="prose-tarot">
      {sections(blocks).map((section, number) => (
        <Suspense key={number}>
          <BlockList blocks={section} miniReading={miniReading} />
        </Suspense>
      ))}
    </div>
  );
}

function BlockList({ blocks, miniReading }: { blocks: readonly Block[]; miniReading?: ReactNode }) {
  return (
    <>
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
    </>
  );
}
