import { Spinner } from '../../components/ui/Spinner.tsx';
import { useT } from '../../lib/i18n/react.tsx';

/** Save and Cancel under an account form; both wait while the form is being saved. */
export function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const t = useT();
  return (
    <div className="account-form__buttons">
      <button type="submit" className="btn" disabled={busy}>
        {busy && <Spinner />}
        {busy ? t('account.saving') : t('account.save')}
      </button>
      <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
        {t('account.cancel')}
      </button>
    </div>
  );
}
