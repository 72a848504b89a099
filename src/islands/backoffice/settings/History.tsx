import type { SettingKey, SettingChangeRecord } from '../../../contract/operator.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { useBackofficeText, type BackofficeKey } from '../i18n.tsx';
import { getSettingHistory, settingHistoryLimit, settingHistoryPath } from './api.ts';
import { useValueText } from './useValueText.ts';

/** A key's changes, newest first: when, who, the value it replaced, the value it set and why. */
export function History({ settingKey }: { settingKey: SettingKey }) {
  const t = useBackofficeText();
  const shown = useValueText();
  const loaded = useLoad(() => getSettingHistory(settingKey), settingKey);
  const columns: Column<SettingChangeRecord, never>[] = [
    { id: 'at', label: t('backoffice.settings.history.at'), cell: (row) => <Time iso={row.at} /> },
    { id: 'actor', label: t('backoffice.settings.history.actor'), cell: (row) => row.actor },
    { id: 'before', label: t('backoffice.settings.history.before'), cell: (row) => <code className="bo-setting__value">{shown(row.before)}</code> },
    { id: 'after', label: t('backoffice.settings.history.after'), cell: (row) => <code className="bo-setting__value">{shown(row.after)}</code> },
    { id: 'reason', label: t('backoffice.settings.history.reason'), cell: (row) => row.reason },
  ];
  return (
    <Loading state={loaded}>
      {(rows) => (
        <>
          <div className="bo-actions">
            <ExportCsv
              path={settingHistoryPath(settingKey)}
              query={{ limit: settingHistoryLimit }}
              list={`${t('backoffice.settings.history.title')}: ${t(`backoffice.settings.key.${settingKey}` as BackofficeKey)}`}
            />
          </div>
          <DataTable
            label={t('backoffice.settings.history.title')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            empty={t('backoffice.settings.history.none')}
          />
        </>
      )}
    </Loading>
  );
}
