import { getBonuses } from '../../../lib/api/member.ts';
import { useText } from '../../../ui/text.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useLoad } from '../../../ui/useLoad.ts';

/** bonusDetails: bonuses received and the wagering still owed before a withdrawal. */
export default function BonusDetails() {
  const { t } = useText();
  const bonuses = useLoad(getBonuses);
  return (
    <Loading state={bonuses}>
      {({ items, openWagering }) => (
        <div className="mc-stack">
          <section aria-labelledby="mc-wagering">
            <h3 id="mc-wagering">{t('center.bonus.wagering')}</h3>
            {openWagering.length === 0 ? (
              <p className="mc-empty">{t('center.bonus.noWagering')}</p>
            ) : (
              <ul className="mc-list">
                {openWagering.map((item) => (
                  <li key={item.id}>
                    <Time iso={item.createdAt} /> · {t('center.bonus.required')} <Money value={item.required} /> · {t('center.bonus.wagered')}{' '}
                    <Money value={item.wagered} /> · {t('center.bonus.remaining')} <Money value={item.remaining} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="mc-bonuses">
            <h3 id="mc-bonuses">{t('center.bonus.received')}</h3>
            {items.length === 0 ? (
              <p className="mc-empty">{t('center.bonus.empty')}</p>
            ) : (
              <ul className="mc-list">
                {items.map((item) => (
                  <li key={item.id}>
                    <Time iso={item.time} /> <Money value={item.amount} signed /> {item.remark}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Loading>
  );
}
