import type { InputHTMLAttributes } from 'react';
import { FieldBox, type FieldBoxProps, problemAria } from './FieldBox.tsx';

type Props = InputHTMLAttributes<HTMLInputElement> & FieldBoxProps;

/** A labelled text input in the shop's field style: the label above, the input below, its problem under it. */
export function TextField({ id, label, fieldClassName, problem, after, ...input }: Props) {
  return (
    <FieldBox id={id} label={label} fieldClassName={fieldClassName} problem={problem} after={after}>
      <input id={id} className="input" {...problemAria(id, problem)} {...input} />
    </FieldBox>
  );
}
