import { applyPreset, canApply, datePresets, type DateRange } from '../lib/date-range.ts';
import { useOperatorToday } from './useRecordRange.ts';
import { useText } from './text.tsx';
import { Field } from './Field.tsx';

/** The period of a record: two day inputs and the presets of SPEC §9. */
export function DateFilter({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useText();
  const today = useOperatorToday();
  return (
    <fieldset className="mc-dates">
      <legend>{t('center.period.label')}</legend>
      <div className="mc-dates__inputs">
        <Field label={t('center.period.from')}>
          <input type="date" value={range.from} max={range.to} onChange={(event) => event.target.value && onChange({ ...range, from: event.target.value })} />
        </Field>
        <Field label={t('center.period.to')}>
          <input
            type="date"
            value={range.to}
            min={range.from}
            max={today}
            onChange={(event) => event.target.value && onChange({ ...range, to: event.target.value })}
          />
        </Field>
      </div>
      <div className="mc-dates__presets" role="group" aria-label={t('center.period.presets')}>
        {datePresets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="btn btn--ghost"
            disabled={!canApply(preset, range, today)}
            onClick={() => onChange(applyPreset(preset, range, today))}
          >
            {t(`center.period.${preset}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
