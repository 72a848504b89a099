import { useText } from './text.tsx';

/**
 * In place of a form the server would refuse: the member has no payment password yet, so say why
 * and lead to the security center, where it is set (its rule shows there before sending).
 */
export function NeedPaymentPassword({ message }: { message: string }) {
  const { t } = useText();
  return (
    <div className="mc-notice mc-notice--info mc-stack" role="status">
      <p>{message}</p>
      <p>
        <a className="btn btn--primary" href="#securityCenter">
          {t('center.paymentPassword.setFirst')}
        </a>
      </p>
    </div>
  );
}
