import { useT } from '../../lib/i18n/react.tsx';

interface Props {
  name: string;
  quantity: number;
  min: number;
  max: number;
  /** A change of this line is on its way: clicks are ignored until it lands. */
  pending: boolean;
  onStep: (isAdd: boolean) => void;
}

/** − quantity + ; the bounds disable a button, a pending change only makes clicks do nothing. */
export function QuantityStepper({ name, quantity, min, max, pending, onStep }: Props) {
  const t = useT();
  const click = (isAdd: boolean) => () => {
    if (pending) return;
    onStep(isAdd);
  };
  return (
    <div className="stepper" role="group" aria-label={t('cart.quantityOf', { name })} aria-busy={pending || undefined}>
      <button
        type="button"
        className="stepper__btn"
        onClick={click(false)}
        disabled={quantity <= min}
        aria-label={t('cart.decrease', { name })}
      >
        −
      </button>
      <output className="stepper__value" aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className="stepper__btn"
        onClick={click(true)}
        disabled={quantity >= max}
        aria-label={t('cart.increase', { name })}
      >
        +
      </button>
    </div>
  );
}
