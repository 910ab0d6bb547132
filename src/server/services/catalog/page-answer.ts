import { ReadyAnswer } from './ready-answer.ts';

/** One page of products as the API sends it, made once per cache entry, with how many products match in all. */
export class PageAnswer extends ReadyAnswer {
  readonly total: number;

  constructor(total: number, json: string) {
    super(json, { 'x-total-count': String(total) });
    this.total = total;
  }
}
