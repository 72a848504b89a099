import { getLoginHistory } from '../../../lib/api/member.ts';
import { useText } from '../../../ui/text.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { methodLabel, outcomeLabel } from './login-labels.ts';

/** The last logins with their address, method and outcome. */
export function LoginHistory() {
  const { t } = useText();
  const history = useLoad(getLoginHistory);
  return (
    <section aria-labelledby="mc-logins">
      <h3 id="mc-logins">{t('center.logins.title')}</h3>
      <Loading state={history}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="mc-empty">{t('center.logins.none')}</p>
          ) : (
            <div className="mc-table" role="region" aria-labelledby="mc-logins" tabIndex={0}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('center.logins.time')}</th>
                    <th scope="col">{t('center.logins.ip')}</th>
                    <th scope="col">{t('center.logins.method')}</th>
                    <th scope="col">{t('center.logins.outcome')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item, index) => (
                    <tr key={`${item.time}-${index}`}>
                      <td>
                        <Time iso={item.time} />
                      </td>
                      <td>{item.ip}</td>
                      <td>{methodLabel(t, item.method)}</td>
                      <td>{outcomeLabel(t, item.outcome)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loading>
    </section>
  );
}
