/** One choice of a listing filter: the value the API takes and the label in the page's language. */
export interface Option {
  value: string;
  label: string;
}
