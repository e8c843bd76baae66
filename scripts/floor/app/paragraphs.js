// The floor's text: eight paragraphs, long enough to be the largest paint, short enough to cost
// what a page of prose costs. Shared by the bare and the styled floor.
export const paragraphs = Array.from(
  { length: 8 },
  (_, index) =>
    `Paragraph ${index + 1}. A tarot reading begins with a question, or with none: the cards are drawn, laid out in their places and read one by one, then as a whole. This text stands in for a page's content, long enough to be the largest paint, short enough to cost what a page of prose costs.`,
);
