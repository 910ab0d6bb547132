import { describe, expect, it } from 'vitest';
import { emptyNewsletterDraft, issueFromDraft, paragraphsOf } from './newsletter-draft.ts';

describe('paragraphsOf', () => {
  it('parts the text at empty lines and trims each paragraph', () => {
    expect(paragraphsOf('  First line\nstill first \n\n\n  Second\r\n \r\nThird  ')).toEqual([
      'First line\nstill first',
      'Second',
      'Third',
    ]);
    expect(paragraphsOf(' \n \n')).toEqual([]);
  });
});

describe('issueFromDraft', () => {
  it('sends English alone when the other languages are left empty', () => {
    const draft = emptyNewsletterDraft();
    draft.en = { subject: ' Spring ', text: 'New bowls.\n\nCome and see.' };
    expect(issueFromDraft(draft)).toEqual({
      issue: { en: { subject: 'Spring', paragraphs: ['New bowls.', 'Come and see.'] } },
    });
  });

  it('adds a language that has its words', () => {
    const draft = emptyNewsletterDraft();
    draft.en = { subject: 'Spring', text: 'New bowls.' };
    draft.hy = { subject: 'Գարուն', text: 'Նոր ամաններ։' };
    const result = issueFromDraft(draft);
    expect('issue' in result && result.issue.hy).toEqual({ subject: 'Գարուն', paragraphs: ['Նոր ամաններ։'] });
    expect('issue' in result && result.issue.ru).toBeUndefined();
  });

  it('names what is missing: English always, another language once begun', () => {
    const draft = emptyNewsletterDraft();
    draft.ru = { subject: 'Весна', text: '' };
    expect(issueFromDraft(draft)).toEqual({
      problems: [
        { locale: 'en', field: 'subject' },
        { locale: 'en', field: 'text' },
        { locale: 'ru', field: 'text' },
      ],
    });
  });
});
