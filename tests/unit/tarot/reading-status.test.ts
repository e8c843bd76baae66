import { describe, expect, it } from 'vitest';
import { readingStatus } from '../../../lib/tarot/reading-status';

describe('readingStatus', () => {
  it('says nothing before a reading starts', () => {
    expect(readingStatus('idle', 'auto', 3)).toBeNull();
  });

  it('never asks to turn cards while they still glow', () => {
    for (const reveal of ['auto', 'click', 'button'] as const) {
      expect(readingStatus('channelling', reveal, 3)).toEqual({ title: 'channelling', line: 'soon', counter: false });
    }
  });

  it('counts turned cards only where they are turned one by one, and never for one card', () => {
    expect(readingStatus('revealing', 'click', 3)?.counter).toBe(true);
    expect(readingStatus('revealing', 'click', 1)?.counter).toBe(false);
    expect(readingStatus('revealing', 'button', 3)?.counter).toBe(false);
  });

  it('follows the reading from picking to revealed', () => {
    expect(readingStatus('picking', 'auto', 3)).toMatchObject({ title: 'pick', line: 'started' });
    expect(readingStatus('revealing', 'button', 3)).toMatchObject({ title: 'ready', line: 'ready' });
    expect(readingStatus('revealed', 'click', 3)).toMatchObject({ title: 'revealed', line: 'revealed' });
  });
});
