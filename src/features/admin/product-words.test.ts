import { describe, expect, it } from 'vitest';
import { emptyDraft } from './product-draft.ts';
import { missingTabs, tabAfterKey, withWord, wordsFor, wordsFromStored } from './product-words.ts';

describe('product words per language', () => {
  it('marks English while its name is blank, and every translation not written yet', () => {
    expect(missingTabs(emptyDraft())).toEqual(['en', 'hy', 'ru']);
    const named = { ...emptyDraft(), name: 'Ring' };
    expect(missingTabs(named)).toEqual(['hy', 'ru']);
    expect(missingTabs(withWord(named, 'hy', 'name', 'Մատանի'))).toEqual(['ru']);
  });

  it('asks a translation for a description and care note only where English has one', () => {
    const english = { ...emptyDraft(), name: 'Ring', desc: 'Silver', care: 'Polish dry' };
    const hyNameOnly = withWord(english, 'hy', 'name', 'Մատանի');
    expect(missingTabs(hyNameOnly)).toContain('hy');
    const hyAll = withWord(withWord(hyNameOnly, 'hy', 'desc', 'Արծաթ'), 'hy', 'care', 'Մաքրել չոր');
    expect(missingTabs(hyAll)).toEqual(['ru']);
    expect(missingTabs(withWord(hyAll, 'ru', 'name', '   '))).toEqual(['ru']);
  });

  it('edits one language without touching the others', () => {
    const draft = withWord(withWord(emptyDraft(), 'en', 'name', 'Mug'), 'ru', 'desc', 'Кружка ручной росписи');
    expect(wordsFor(draft, 'en')).toEqual({ name: 'Mug', desc: '', care: '' });
    expect(wordsFor(draft, 'ru')).toEqual({ name: '', desc: 'Кружка ручной росписи', care: '' });
    expect(wordsFor(draft, 'hy')).toEqual({ name: '', desc: '', care: '' });
  });

  it('shows stored words that are not written as blank fields', () => {
    expect(wordsFromStored({ name: 'Գավաթ', desc: null, care: null })).toEqual({ name: 'Գավաթ', desc: '', care: '' });
  });

  it('moves between tabs with the arrow keys, wrapping, and jumps with Home and End', () => {
    expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
    expect(tabAfterKey('Enter', 1, 3)).toBeNull();
  });
});
